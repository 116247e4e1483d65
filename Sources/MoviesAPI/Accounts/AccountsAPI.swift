/// The JSON API of Accounts: its operations (`APIOperation+Accounts.swift`) and documents (`Schema+Accounts.swift`).
enum AccountsAPI: FeatureAPI {
    static let operations: [APIOperation] = [.signUp, .signIn, .signOut, .me, .deleteAccount]

    static let schemas: KeyValuePairs<String, Schema> = [
        "User": .user, "NewUser": .newUser, "Credentials": .credentials, "Password": .password,
    ]
}
