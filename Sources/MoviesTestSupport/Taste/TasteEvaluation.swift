public import MoviesDomain

/// For you and tonight's pick measured as BENCHMARKS.md says, on the made-up members of
/// ``SyntheticMembers``: the share of their held-out well-rated films in the first 20, against the most
/// popular films they have not watched and the films like the last one watched. Run by the tests (which
/// hold it to its floor) and by the benchmarks (which report it).
public struct TasteEvaluation: Sendable {
    public typealias Catalog = MoviesRepository & DiscoveryRepository & RecommendationsRepository

    /// What a way of choosing 20 films reaches, averaged over the members or the groups.
    public struct Tally: Sendable {
        /// The share of the held-out films found among the first 20 (of as many as could be found).
        public var heldOut = 0.0
        /// The least happy member's taste of a film (without noise), for the pick.
        public var least = 0.0
        /// How often one member would hate a film (a taste under 4), for the pick.
        public var hated = 0.0
        /// The group's average taste of a film, for the pick.
        public var group = 0.0
        var count = 0.0

        public var mean: Tally {
            let count = max(1, count)
            return Tally(heldOut: heldOut / count, least: least / count, hated: hated / count, group: group / count)
        }
    }

    /// For you, the most popular films and those like the last one watched.
    public struct Outcome: Sendable {
        public let chosen: Tally
        public let popular: Tally
        public let alike: Tally
    }

    let catalog: any Catalog
    let members: SyntheticMembers
    let byID: [Int: SyntheticMembers.Film]

    /// The evaluation over `catalog`'s films: `films` when given (most reviewed first), else as its pages
    /// tell them (``SyntheticMembers/films(of:)``, slow in a debug build).
    public init(catalog: any Catalog, films: [SyntheticMembers.Film]? = nil) async throws {
        self.catalog = catalog
        let films = if let films { films } else { try await SyntheticMembers.films(of: catalog) }
        members = SyntheticMembers(films: films)
        byID = Dictionary(members.films.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The catalog's films, best known first, among those not `watched`.
    func popular(excluding watched: Set<FilmReference>) -> [FilmReference] {
        Array(members.films.lazy.map { SyntheticMembers.reference($0.id) }.filter { !watched.contains($0) }.prefix(20))
    }

    /// The first 20 films like the member's last watch not held out, among those not `watched`.
    func alike(
        _ member: SyntheticMembers.Member, excluding watched: Set<FilmReference>
    ) async throws
        -> [FilmReference]
    {
        guard let last = member.order.last(where: { !member.heldOut.contains($0) }) else { return [] }
        let like = try await catalog.similarMovies(to: try await catalog.movie(withID: last.movieID), limit: 60)
        return Array(
            like.map { FilmReference(source: .catalog, movieID: $0.id) }.filter { !watched.contains($0) }.prefix(20))
    }
}
