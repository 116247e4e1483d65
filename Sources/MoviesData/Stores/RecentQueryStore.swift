/// The recent queries of every owner in one bounded table (see ``RecentQuerySave`` for its rules).
public protocol RecentQueryStore: Sendable {
    /// The texts `owner` searched, newest first.
    func recentQueryTexts(of owner: String, limit: Int) async throws -> [String]

    /// Applies `saves` in order in one transaction; whether each was kept.
    func commit(_ saves: [RecentQuerySave]) async throws -> [Bool]
}
