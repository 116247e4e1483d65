import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// A source searched elsewhere (TMDB) with the films members added beside: an added film named as typed
/// comes first only where the source has no film of that title, so no member can push the source's film down.
@Suite struct SearchingAddedFilmsTests {
    @Test func anAddedFilmComesFirstOnlyWhereTheSourceLacksItsTitle() async throws {
        let source = InMemoryMoviesRepository(movies: [
            Movie(id: Movie.ID("238"), title: "The Godfather", releaseDate: .year(1972)),
            Movie(id: Movie.ID("240"), title: "The Godfather Part II", releaseDate: .year(1974)),
        ])
        let films = InMemoryAddedFilms()
        let movies = SearchingAddedFilmsRepository(
            base: source, added: AddedFilmsIndexCache(store: films, recheckInterval: .zero))
        let mallory = User.ID.make()
        for year in 2015..<2020 {
            _ = try await films.add(
                try FilmFacts(title: "The Godfather", year: year, thisYear: 2026), by: mallory, at: .now)
        }
        _ = try await films.add(try FilmFacts(title: "Past Lives", year: 2023, thisYear: 2026), by: mallory, at: .now)
        let found = try await movies.searchMovies(try MovieQuery("the godfather"), page: .first).movies
        #expect(found.prefix(2).map(\.id.rawValue) == ["238", "240"], "\(found.map(\.title))")
        #expect(found.count == 7)
        let lacked = try await movies.searchMovies(try MovieQuery("past lives"), page: .first).movies
        #expect(lacked.first?.title == "Past Lives")
    }
}
