/// The ids other sites know the source's films by (IMDb's `tt0068646`): how an export names its films
/// to them, and how an import from them finds its films here.
public protocol FilmIdentifiersRepository: Sendable {
    /// The IMDb id of each of these films the source knows one for.
    func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String]

    /// The film of each of these IMDb ids the source has.
    func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID]

    /// The film of each of these TMDB numbers the source has.
    func films(withTMDBIDs ids: [Int]) async throws -> [Int: Movie.ID]
}

extension FilmIdentifiersRepository {
    /// A source that keeps no TMDB numbers (the catalog's films carry IMDb's ids alone) knows none.
    public func films(withTMDBIDs ids: [Int]) async throws -> [Int: Movie.ID] { [:] }
}
