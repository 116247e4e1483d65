/// Accounts's part of the JSON API: its operations (`Operation+Accounts.swift`) and documents (`Schema+Accounts.swift`).
enum AccountsAPI: FeatureAPI {
    static let operations: [Operation] = [.signUp, .signIn, .signOut, .me, .deleteAccount]

    static let schemas: KeyValuePairs<String, Schema> = [
        "User": .user, "NewUser": .newUser, "Credentials": .credentials, "Password": .password,
    ]
}
