extension Schema {
    static let accessToken = Schema.object(
        [
            "id": .string(),
            "label": .string(),
            "scope": .string(oneOf: ["read", "read_write", "plays"]).described(
                "`plays`: a media server's token, which logs plays and nothing else"),
            "created": .string(format: "date-time"),
            "expires": .string(format: "date-time").described("absent for a token that does not expire"),
            "lastUsed": .string(format: "date-time").described(
                "when a request last carried the token, to the nearest five minutes; absent if never"),
            "current": .boolean.described("in a list: whether this is the token the request was made with"),
        ], required: ["id", "label", "scope", "created"])

    static let issuedToken = Schema.allOf(
        .ref("AccessToken"),
        .object(
            [
                "token": .string().described("The secret, shown this once: send it as `Authorization: Bearer <token>`.")
            ], required: ["token"]))

    static let accessTokens = Schema.object(
        [
            "tokens": .array(of: .ref("AccessToken"))
        ], required: ["tokens"])

    static let newToken = Schema.object(
        [
            "name": .string(),
            "password": .string(),
            "label": .string(minLength: 1, maxLength: 60),
            "scope": .string().orNull.with("enum", ["read", "read_write", "plays", nil]).defaulting(to: "read_write"),
            "expiresInDays": .integer(minimum: 1, maximum: 365).orNull.described(
                "absent or null: the token does not expire"),
        ], required: ["name", "password", "label"])
}
