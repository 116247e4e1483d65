/// The recent queries of every owner in one bounded table (see ``RecentQuerySave`` for its rules).
public protocol RecentQueryStore: Sendable {
    /// The texts `owner` searched, newest first.
    func recentQueryTexts(of owner: String, limit: Int) async throws -> [String]

    /// Applies `saves` in order in one transaction; whether each was kept.
    func commit(_ saves: [RecentQuerySave]) async throws -> [Bool]

    /// Moves `from`'s queries into `to`'s list (a visitor signing in): one list, newest first, a query in
    /// both kept once with its latest time, at most `capacity`. `from` has none left.
    func moveRecentQueries(from: String, to: String, capacity: Int) async throws

    /// Forgets `owner`'s query whose normalized text is `normalizedText`, or all of theirs for nil.
    func removeRecentQueries(of owner: String, normalizedText: String?) async throws
}
