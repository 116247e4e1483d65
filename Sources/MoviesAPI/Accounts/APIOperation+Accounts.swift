extension APIOperation {
    public static let signUp = APIOperation(
        "signUp", .post, "/api/users", summary: "Make an account, signed in at once (a session cookie)",
        tag: .accounts, access: .credentials,
        body: .json(.ref("NewUser")),
        answers: [.created("The account", .ref("User")), .conflict])

    public static let signIn = APIOperation(
        "signIn", .post, "/api/session", summary: "Sign in: a session cookie",
        tag: .accounts, access: .credentials,
        body: .json(.ref("Credentials")),
        answers: [.ok("The account", .ref("User"))])

    public static let signOut = APIOperation(
        "signOut", .delete, "/api/session", summary: "Sign this browser out",
        tag: .accounts, access: .anyone,
        answers: [.noContent("Done.")])

    public static let me = APIOperation(
        "me", .get, "/api/me", summary: "The signed-in account",
        tag: .accounts, access: .member,
        answers: [.ok("The account", .ref("User"))])

    public static let deleteAccount = APIOperation(
        "deleteAccount", .delete, "/api/me",
        summary: "Delete the account and everything it owns (the password is asked again)",
        tag: .accounts, access: .member,
        body: .json(.ref("Password")),
        answers: [.noContent("Done.")])
}
