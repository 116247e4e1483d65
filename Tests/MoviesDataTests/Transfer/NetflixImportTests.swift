import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@testable import MoviesData

/// Netflix's viewing activity as its account page downloads it (`NetflixViewingHistory.csv`: `Title`,
/// `Date` in the account's country's way): films matched only where one film alone has the title,
/// episodes counted and skipped, and the days' order read from the file, or asked for.
@Suite struct NetflixImportTests {
    typealias Fixtures = TransferFixtures
    let reader = ExportFileReader()

    @Test func filmsAreWatchesOnTheirDayAndEpisodesAreCountedAndSkipped() async throws {
        let csv = """
            Title,Date
            "Stranger Things: Season 4: Chapter One: The Hellfire Club",12/28/23
            "Stranger Things: Season 4: Chapter Two: Vecna's Curse",12/28/23
            "Film 3",12/25/23
            "Maid: Limited Series: Dear Diary",11/2/23
            "A Film No One Made",11/1/23
            "Film 5",1/2/23

            """
        let fixtures = Fixtures(store: InMemoryMemberStore())
        let plan = try await fixtures.imports.prepare(Data(csv.utf8), named: "NetflixViewingHistory.csv")
        #expect(plan.file.origin == .netflix && plan.file.dayOrder == .monthFirst)
        #expect(plan.films.map(\.reference) == [Fixtures.film(3), Fixtures.film(5)], "one film alone has each title")
        #expect(plan.films.map { $0.watches.map(\.day?.description) } == [["2023-12-25"], ["2023-01-02"]])
        #expect(plan.unresolved.map(\.hint.title) == ["A Film No One Made"])
        #expect(plan.file.notes == ["3 episodes of 2 shows (Stranger Things, Maid): this site keeps films"])
    }

    @Test func aTitleSeveralFilmsHaveIsLeftToChooseWithThemAsCandidates() async throws {
        let heat = [1986, 1995].map { year in
            Movie(
                id: Movie.ID(String(year)), title: "Heat", overview: nil, posterPath: nil,
                releaseDate: .day(year: year, month: 5, day: 1), genres: [], directors: [])
        }
        let matcher = FilmMatcher(
            movies: InMemoryMoviesRepository(movies: heat), identifiers: FixtureIdentifiers(), source: .catalog)
        let hint = FilmHint(title: "Heat", year: nil)
        guard case .choose(let candidates) = try await matcher.match([hint])[hint] else {
            Issue.record("two films named Heat: asked, never guessed")
            return
        }
        #expect(candidates.map(\.year) == [1986, 1995])
    }

    @Test func theDaysOrderIsReadFromADayPast12AndAskedForWhenEveryDateReadsEitherWay() throws {
        let dayFirst = try reader.read(Data("Title,Date\nFilm 1,25/12/2023\nFilm 2,03/04/2024\n".utf8), named: "n.csv")
        #expect(dayFirst.rows.map(\.day?.description) == ["2023-12-25", "2024-04-03"])
        let dotted = try reader.read(Data("Title,Date\nFilm 1,25.12.23\n".utf8), named: "n.csv")
        #expect(dotted.rows.map(\.day?.description) == ["2023-12-25"])
        let either = Data("Title,Date\nFilm 1,1/2/24\nFilm 2,3/4/24\n".utf8)
        #expect(throws: ImportFileError.ambiguousDays(file: "NetflixViewingHistory.csv", example: "1/2/24")) {
            try reader.read(either, named: "NetflixViewingHistory.csv")
        }
        let told = try reader.read(either, named: "NetflixViewingHistory.csv", dayOrder: .dayFirst)
        #expect(told.rows.map(\.day?.description) == ["2024-02-01", "2024-04-03"] && told.dayOrder == .dayFirst)
        let iso = try reader.read(Data("Title,Date\nFilm 1,2024-02-01\n".utf8), named: "n.csv")
        #expect(iso.rows.map(\.day?.description) == ["2024-02-01"])
        #expect(
            throws: ImportFileError.unreadable(
                file: "n.csv", reason: "its dates are written day first and month first both")
        ) {
            try reader.read(Data("Title,Date\nFilm 1,25/12/2023\nFilm 2,12/25/2023\n".utf8), named: "n.csv")
        }
        let bad = try reader.read(
            Data("Title,Date\nFilm 1,31/02/2023\nFilm 2,yesterday\n,1/2/23\n".utf8), named: "n.csv")
        #expect(
            bad.refused.map(\.reason) == [
                "“31/02/2023” is not a day", "“yesterday” is not a day", "the row has no title",
            ])
    }

    @Test(
        arguments: [
            ("Stranger Things: Season 4: Chapter One: The Hellfire Club", "Stranger Things"),
            ("Narcos: Mexico: Season 3: Boom and Bust", "Narcos: Mexico"),
            ("Money Heist: Part 1: Episode 1", "Money Heist"),
            ("Maid: Limited Series: Dear Diary", "Maid"),
            ("Our Planet: Collection 1: One Planet", "Our Planet"),
            ("The Office (U.S.): Season 2: The Dundies", "The Office (U.S.)"),
            ("Dune: Part Two", nil), ("Kill Bill: Vol. 1", nil), ("Harry Potter and the Deathly Hallows: Part 2", nil),
            ("Star Wars: Episode IV – A New Hope", nil), ("Black Mirror: Bandersnatch", nil), ("Roma", nil),
        ] as [(String, String?)])
    func anEpisodesTitleNamesItsShowAndAFilmsDoesNot(title: String, show: String?) {
        #expect(NetflixTitle(text: title).show == show)
    }
}
