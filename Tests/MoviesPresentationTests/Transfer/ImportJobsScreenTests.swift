import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// An import kept in the store and written in the background: begun from a plan, written, asked after by
/// its id, and another member's never shown.
@Suite struct ImportJobsScreenTests {
    @Test func aJobIsBegunWrittenAndAskedAfterByItsMemberAlone() async throws {
        let shelf = try await Shelf(ImportScreenTests.films)
        let imports = ImportUseCase(
            reader: ImportScreenTests.LinesReader(),
            matcher: FilmMatcher(
                movies: shelf.movies, identifiers: ImportScreenTests.NoIdentifiers(), source: .catalog),
            films: FilmSource(.catalog, movies: shelf.movies), diary: shelf.store, saved: shelf.store,
            reviews: shelf.store, now: TestClock().now)
        let lines = Data("Film 1;1991;2024-01-01\nFilm 2;1992;2024-01-02\n".utf8)
        let reading = ImportViewModel(imports: imports, member: shelf.ana)
        await reading.didChoose(lines, named: "diary.txt")
        let plan = try #require(await reading.state.plan)

        let jobs = ImportJobsUseCase(imports: imports, jobs: shelf.store)
        let screen = ImportJobsViewModel(jobs: jobs, member: shelf.ana)
        #expect(await screen.state.job == nil)
        await screen.didBegin(plan, file: lines, named: "diary.txt")
        let begun = try #require(await screen.state.job)
        #expect(begun.fileName == "diary.txt" && begun.state == .running && begun.member == shelf.ana)

        await screen.write(plan: plan)
        let written = try #require(await screen.state.job)
        #expect(written.state == .done && written.outcome?.watchesAdded == 2)
        #expect(try await shelf.store.allWatches(of: shelf.ana).map(\.film.title).sorted() == ["Film 1", "Film 2"])

        let later = ImportJobsViewModel(jobs: jobs, member: shelf.ana)
        await later.didAsk(for: begun.id)
        #expect(await later.state.job?.state == .done)
        await later.didAskForLatest()
        #expect(await later.state.job?.id == begun.id)
        await later.didStop(begun.id)
        #expect(await later.state.job?.state == .done, "a job that ended stays as it ended")

        let someoneElse = ImportJobsViewModel(jobs: jobs, member: User.ID("bob"))
        await someoneElse.didAsk(for: begun.id)
        let theirs = await someoneElse.state
        #expect(theirs.job == nil, "another member's import is as none")
    }
}
