import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// An operator's list of the films members added, with who added each, corrected, and removed.
@Suite struct AddedFilmsScreenTests {
    @Test func theFilmsMembersAddedAreListedCorrectedByTheirMemberAndRemoved() async throws {
        let shelf = try await Shelf([Movie(id: Movie.ID("42198"), title: "Heat", releaseDate: .year(1995))])
        let added = InMemoryAddedFilms()
        let identifiers = AddFilmScreenTests.NoIdentifiers()
        let now: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_000_000) }
        let adding = AddFilmViewModel(
            films: AddFilmUseCase(movies: shelf.movies, identifiers: identifiers, added: added), member: shelf.ana,
            source: .catalog, now: now)
        var draft = AddFilmViewModel.Draft(title: "Heat", year: 2013)
        draft.directors = ["Ana Lima"]
        await adding.didAdd(draft)
        let film = try #require(await adding.state.added)
        let reference = FilmReference(source: .catalog, movieID: film.id)

        let screen = AddedFilmsViewModel(
            films: AddedFilmsUseCase(
                added: added, members: shelf.store, movies: shelf.movies, source: .catalog, identifiers: identifiers),
            source: .catalog, now: now)
        await screen.didLoad()
        let row = try #require(await screen.state.rows.first)
        #expect(row.reference == reference && row.title == "Heat" && row.year == 2013)
        #expect(row.addedBy == "ana" && row.directors == ["Ana Lima"])

        #expect(await screen.draft(of: reference, for: User.ID("bob")) == nil)
        #expect(await screen.state.failure?.code == "not_yours")
        var correction = try #require(await screen.draft(of: reference, for: shelf.ana))
        #expect(correction.title == "Heat" && correction.year == 2013)
        correction.runtime = 101
        await screen.didCorrect(reference, to: correction, by: shelf.ana)
        #expect(await screen.state.corrected?.runtime == 101)

        await screen.didRemove(FilmReference(source: .tmdb, movieID: film.id))
        #expect(await screen.state.failure?.kind == .notFound, "a TMDB film is no film members added here")
        await screen.didRemove(reference)
        let state = await screen.state
        #expect(state.removed?.title == "Heat" && state.rows.isEmpty && state.failure == nil)
    }
}
