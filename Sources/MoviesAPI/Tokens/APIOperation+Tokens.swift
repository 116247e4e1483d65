extension APIOperation {
    public static let issueToken = APIOperation(
        "issueToken", .post, "/api/tokens", summary: "Make a personal access token",
        description:
            "Takes the account's name and password, counted as a sign-in is (5 wrong for a name in 15 minutes, 30 from an address). A new password or the account's deletion ends every token.",
        tag: .tokens, access: .credentials,
        body: .json(.ref("NewToken")),
        answers: [
            .created(
                "The token and its secret, shown this once", .ref("IssuedToken"),
                links: ["revokeToken": ["operationId": "revokeToken", "parameters": ["id": "$response.body#/id"]]]),
            .conflict,
        ])

    public static let tokens = APIOperation(
        "tokens", .get, "/api/tokens", summary: "The signed-in member's tokens, newest first (never their secrets)",
        tag: .tokens, access: .member,
        answers: [.ok("The tokens", .ref("AccessTokens"))])

    public static let revokeToken = APIOperation(
        "revokeToken", .delete, "/api/tokens/{id}", summary: "Revoke a token",
        description: "A token may always revoke itself; revoking another takes a session or a token that may write.",
        tag: .tokens, access: .member,
        parameters: [
            .path(
                "id", .string(minLength: 1),
                "the token's id (not its secret), or `current`: the token this request carries",
                example: "0b6c0f0e-5d1c-4a57-9b55-2f7f7f0a9d4e")
        ],
        answers: [.noContent("Done."), .notFound])
}
