/// What a source offers beside title search: browsing by genre, years and rating, the people who made
/// its films, and films like one another.
public protocol DiscoveryRepository: Sendable {
    /// The genres a browse can ask this source for.
    func genres() async throws -> [Genre]

    /// One page of the films `filter` allows, in its order.
    func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage

    /// People whose name has every word of `query` (the last as a prefix), best known first; empty when
    /// the query names no one.
    func people(matching query: MovieQuery, limit: Int) async throws -> [PersonMatch]

    /// A person and their films; throws ``PersonNotFound`` for an unknown id.
    func person(withID id: Person.ID) async throws -> Person

    /// Films like `movie` (as its details describe it), most alike first; throws ``MovieNotFound`` for a
    /// film the source does not have.
    func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie]
}
