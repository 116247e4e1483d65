/// Tokens's part of the JSON API: its operations (`Operation+Tokens.swift`) and documents (`Schema+Tokens.swift`).
enum TokensAPI: FeatureAPI {
    static let operations: [Operation] = [.issueToken, .tokens, .revokeToken]

    static let schemas: KeyValuePairs<String, Schema> = [
        "AccessToken": .accessToken, "IssuedToken": .issuedToken, "AccessTokens": .accessTokens, "NewToken": .newToken,
    ]
}
