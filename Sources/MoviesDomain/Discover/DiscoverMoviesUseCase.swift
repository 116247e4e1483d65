/// Browses the source's films. A genre the source does not offer is the caller's mistake, named as
/// such; a page past the last is ``SearchMoviesError/pageBeyondLast(page:lastPage:)`` as in search.
public struct DiscoverMoviesUseCase: Sendable {
    private let repository: any DiscoveryRepository

    public init(repository: any DiscoveryRepository) {
        self.repository = repository
    }

    public func execute(_ filter: DiscoverFilter, page: PageNumber = .first) async throws -> MoviesPage {
        if !filter.genres.isEmpty {
            let offered = Set(try await repository.genres())
            if let missing = filter.genres.first(where: { !offered.contains($0) }) {
                throw DiscoverFilter.Error.unknownGenre(missing.rawValue)
            }
        }
        let result = try await repository.discoverMovies(filter, page: page)
        if page > .first, page.value > result.totalPages {
            throw SearchMoviesError.pageBeyondLast(page: page.value, lastPage: result.totalPages)
        }
        return result
    }

    /// The genres to offer a person browsing.
    public func genres() async throws -> [Genre] {
        try await repository.genres()
    }
}
