import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// Adding a film on fakes: the films it may already be, the film added, the film there already named by
/// its id as the screen's source writes ids, and a field at fault named.
@Suite struct AddFilmScreenTests {
    struct NoIdentifiers: FilmIdentifiersRepository {
        func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] { [:] }
        func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] { [:] }
    }

    let heat = Movie(id: Movie.ID("42198"), title: "Heat", releaseDate: .year(1995))

    func screen() -> AddFilmViewModel {
        let films = AddFilmUseCase(
            movies: InMemoryMoviesRepository(movies: [heat]), identifiers: NoIdentifiers(), added: InMemoryAddedFilms())
        return AddFilmViewModel(
            films: films, member: User.ID("ana"), source: .catalog,
            now: { Date(timeIntervalSince1970: 1_795_000_000) })
    }

    @Test func theLookalikesThenTheFilmAddedThenTheOneThere() async throws {
        let screen = screen()
        var draft = AddFilmViewModel.Draft(title: "Heat", year: 2013)
        draft.genres = ["Sci-Fi", "drama"]
        draft.runtime = 90
        await screen.didCheck(draft)
        #expect(await screen.state.lookalikes.map(\.title) == ["Heat"])
        #expect(await screen.state.failure == nil)

        await screen.didAdd(draft)
        let added = try #require(await screen.state.added)
        #expect(added.title == "Heat" && added.year == 2013 && added.movie.genres == ["Drama", "Science fiction"])
        #expect(added.movie.runtime == 90)

        await screen.didCheck(AddFilmViewModel.Draft(title: "HEAT", year: 2013))
        let failure = try #require(await screen.state.failure)
        #expect(failure.code == "film_exists" && failure.kind == .conflict && failure.field == "title")
        #expect(failure.detail == "“Heat” (2013) is here already: catalog:\(added.id)")
        #expect(await screen.state.existing?.id == added.id)
    }

    @Test(arguments: [
        (AddFilmViewModel.Draft(title: "X", year: 1700), "invalid_year", "year"),
        (AddFilmViewModel.Draft(title: "", year: 2000), "invalid_title", "title"),
    ])
    func aFieldAtFaultIsNamed(draft: AddFilmViewModel.Draft, code: String, field: String) async throws {
        let screen = screen()
        await screen.didAdd(draft)
        let failure = try #require(await screen.state.failure)
        #expect(failure.code == code && failure.field == field && failure.kind == .invalidInput)
        #expect(await screen.state.added == nil)
    }
}
