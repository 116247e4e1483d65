/// The queries a user searched for, newest first.
public protocol RecentQueriesRepository: Sendable {
    func recentQueries(limit: Int) async throws -> [MovieQuery]

    /// Puts `query` on top. A query equal to a saved one (ignoring case and spacing) replaces it with the
    /// newer spelling; the oldest queries beyond the repository's capacity are dropped.
    func save(_ query: MovieQuery) async throws

    /// Forgets `query` (matched ignoring case and spacing, as saving does); nothing for one not saved.
    func remove(_ query: MovieQuery) async throws

    /// Forgets every query.
    func removeAll() async throws
}
