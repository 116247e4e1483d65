/// The JSON API of Tokens: its operations (`APIOperation+Tokens.swift`) and documents (`Schema+Tokens.swift`).
enum TokensAPI: FeatureAPI {
    static let operations: [APIOperation] = [.issueToken, .tokens, .revokeToken]

    static let schemas: KeyValuePairs<String, Schema> = [
        "AccessToken": .accessToken, "IssuedToken": .issuedToken, "AccessTokens": .accessTokens, "NewToken": .newToken,
    ]
}
