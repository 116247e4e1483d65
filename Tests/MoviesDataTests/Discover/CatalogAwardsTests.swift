import MoviesDomain
import Testing

@testable import MoviesData

/// The catalog's Oscar counts are incomplete (The Godfather won 3, it says 2; Casablanca won 3, it says 1):
/// no film of the catalog shows an Oscar count, rather than one a film lover knows is wrong.
@Suite struct CatalogAwardsTests {
    @Test(arguments: ["47703", "17738", "184768"])
    func noCatalogFilmSaysHowManyOscarsItWon(id: String) async throws {
        let repository = CatalogMoviesRepository(store: try await CatalogFixtures.bundledCatalog.value)
        let movie = try await repository.movie(withID: Movie.ID(id))
        #expect(movie.extras.awards == nil, "\(movie.title)")
        #expect(!movie.title.isEmpty)
    }
}
