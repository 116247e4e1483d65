/// Where films come from.
public enum MovieSource: String, Sendable, CaseIterable {
    /// The embedded catalog, imported into SQLite: works offline, with no key.
    case catalog
    /// The Movie Database, with an API key or access token.
    case tmdb
}
