extension APIContract {
    /// The contract as an OpenAPI 3.1 document: what `/api/openapi.json` serves and `docs/openapi.json` keeps.
    public static let document: JSONValue = [
        "openapi": "3.1.0",
        "info": [
            "title": "Movies",
            "version": "1.0.0",
            "description": .string(summary),
            "license": ["name": "Film data: Wikidata contributors, CC0 1.0"],
        ],
        "servers": [["url": "/"]],
        "tags": .array(APIOperation.Tag.allCases.map(\.json)),
        "paths": paths,
        "components": [
            "schemas": .object(schemas.map { JSONValue.Member($0.name, $0.schema.json) }),
            "responses": .object(
                Answer.Failure.allCases.map { JSONValue.Member($0.rawValue, Answer(failure: $0).json) }),
            "securitySchemes": [
                "bearerAuth": [
                    "type": "http", "scheme": "bearer",
                    "description": "a personal access token from `POST /api/tokens`",
                ],
                "sessionCookie": [
                    "type": "apiKey", "in": "cookie", "name": "movies_session",
                    "description":
                        "set by signing up or in (`__Host-movies_session` with `--secure-cookies`); a browser's write must come from this site (Origin)",
                ],
            ],
        ],
    ]

    /// The document printed as `docs/openapi.json` keeps it, ending in a newline.
    public static var documentText: String { document.printed() + "\n" }

    private static let summary =
        "Search films, browse them, and keep saved films, reviews and a diary of what was watched, as the Movies web app does. Errors are `{\"error\": {\"code\", \"message\", \"field\"}}` with a 4xx (never a 5xx for anything a client sends). Programs sign in with a personal access token (`POST /api/tokens`, then `Authorization: Bearer <token>`); browsers with the session cookie that signing up or in sets. An operation missing from a server's copy of this document is one that server's version does not have."

    /// The operations by path, each path where its first operation is, its methods in their order.
    private static var paths: JSONValue {
        var order: [String] = []
        var byPath: [String: [JSONValue.Member]] = [:]
        for operation in operations {
            if byPath[operation.path] == nil { order.append(operation.path) }
            byPath[operation.path, default: []].append(
                JSONValue.Member(operation.method.rawValue.lowercased(), operation.json))
        }
        return .object(order.map { JSONValue.Member($0, .object(byPath[$0] ?? [])) })
    }
}
