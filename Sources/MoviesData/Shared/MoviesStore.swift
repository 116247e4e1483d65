public import MoviesDomain

/// Everything Movies keeps, behind one seam: the imported catalog, the TMDB answers, the recent queries, the
/// signing keys and people (accounts, sessions, saved films, reviews). SQLite (one file, one machine) and
/// PostgreSQL (one database shared by several servers) each implement it in their own module; the rest of
/// Data sees only these protocols.
public protocol MoviesStore: CatalogStore, ResponseStore, RecentQueryStore, SigningKeyStore, MemberStore,
    AddedFilmsRepository
{
    /// Runs `hook` each time the store comes back empty or replaced (a database file removed under a
    /// running server): the catalog has to be imported again.
    /// The hook is handed the store rather than capturing it, so the store does not keep itself alive.
    func whenReopened(_ hook: @escaping @Sendable (any CatalogStore) async -> Void)

    /// Throws ``StorageError`` unless the store answers now: what `/ready` asks.
    func checkReachable() async throws

    /// Lets go of the connections once the work in flight is done; for a process shutting down.
    func close() async
}
