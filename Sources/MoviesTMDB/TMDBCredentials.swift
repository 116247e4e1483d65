/// How Movies proves itself to TMDB: a v3 API key (sent as `api_key`) or a v4 read access token (sent
/// as `Authorization: Bearer`). Its descriptions never show the secret.
public enum TMDBCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    case apiKey(String)
    case accessToken(String)

    /// "API key" or "access token", for messages.
    public var kind: String {
        switch self {
        case .apiKey: "API key"
        case .accessToken: "access token"
        }
    }

    public var description: String { "TMDB \(kind) (redacted)" }
    public var debugDescription: String { description }

    var query: [(name: String, value: String)] {
        guard case .apiKey(let key) = self else { return [] }
        return [("api_key", key)]
    }

    var headers: [(name: String, value: String)] {
        guard case .accessToken(let token) = self else { return [] }
        return [("Authorization", "Bearer \(token)")]
    }
}
