import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Imports merge, never duplicate, whatever the order of files and sources, on every store; the preview
/// says what will really be written, and a file imported twice previews nothing to add.
@Suite struct ImportMergingTests {
    typealias Kind = DiaryContractTests.Kind
    typealias Fixtures = TransferFixtures

    /// Letterboxd's diary: Film 1 watched on 2020-01-01 unrated, Film 2 twice and rated, Film 3 reviewed.
    static let letterboxd = [
        "diary.csv": """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2020-01-02,Film 1,1971,a,,,,2020-01-01
        2021-03-04,Film 2,1972,b,4,,,2021-03-03
        2024-07-08,Film 2,1972,c,3.5,Yes,,2024-07-07
        2022-02-02,Film 3,1973,d,5,,,2022-02-01

        """,
        "reviews.csv": """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date
        2022-02-02,Film 3,1973,d,5,,Perfect.,,2022-02-01

        """,
        "watchlist.csv": "Date,Name,Year,Letterboxd URI\n2019-09-09,Film 5,1975,e\n",
    ]

    /// IMDb's ratings: Film 1 at 10, Film 2 at 6 (Letterboxd has it rated already), Film 4 alone.
    static let imdb = """
        Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt1000001,10,2023-05-05,Film 1,Film 1,x,Movie,8,90,1971,Drama,10,1971-05-01,Someone
        tt1000002,6,2023-05-06,Film 2,Film 2,x,Movie,8,90,1972,Drama,10,1972-05-01,Someone
        tt1000004,7,2023-05-07,Film 4,Film 4,x,Movie,8,90,1974,Drama,10,1974-05-01,Someone

        """

    func importing(
        _ data: Data, named name: String, _ fixtures: Fixtures, for member: User.ID
    ) async throws
        -> (plan: ImportPlan, outcome: ImportOutcome)
    {
        let plan = try await fixtures.imports.prepare(data, named: name, for: member)
        return (plan, try await fixtures.imports.apply(plan, for: member))
    }

    /// The diary in words: `film day rating`, newest first.
    func diary(_ store: any MemberStore, _ member: User.ID) async throws -> [String] {
        try await store.allWatches(of: member).map { watch in
            "\(watch.film.reference.movieID.rawValue) \(watch.details.day?.description ?? "-") "
                + "\(watch.details.rating.map(String.init) ?? "-")\(watch.isReviewed ? " reviewed" : "")"
        }
    }

    @Test(arguments: Kind.available)
    func letterboxdThenIMDbRatesTheWatchesThereAndAddsOnlyTheFilmNotLogged(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            _ = try await importing(try Fixtures.zip(Self.letterboxd), named: "letterboxd.zip", fixtures, for: ana.id)
            let (plan, outcome) = try await importing(Data(Self.imdb.utf8), named: "ratings.csv", fixtures, for: ana.id)
            #expect(plan.counts == (1, 0, 0, 1) as (Int, Int, Int, Int), "Film 4 added, Film 1 rated")
            #expect((outcome.watchesAdded, outcome.watchesCompleted, outcome.alreadyThere) == (1, 1, 1))
            #expect(
                try await diary(store, ana.id) == [
                    "2 2024-07-07 7", "3 2022-02-01 10 reviewed", "2 2021-03-03 8", "1 2020-01-01 10", "4 - 7",
                ])
            #expect(try await store.tally(of: ana.id, year: nil).films == 4)
        }
    }

    @Test(arguments: Kind.available)
    func imdbThenLetterboxdGivesTheRatedWatchItsDay(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            _ = try await importing(Data(Self.imdb.utf8), named: "ratings.csv", fixtures, for: ana.id)
            let (plan, outcome) = try await importing(
                try Fixtures.zip(Self.letterboxd), named: "letterboxd.zip", fixtures, for: ana.id)
            #expect(plan.counts == (2, 1, 1, 2) as (Int, Int, Int, Int))
            #expect((outcome.watchesAdded, outcome.watchesCompleted, outcome.savedAdded) == (2, 2, 1))
            #expect(
                try await diary(store, ana.id) == [
                    "2 2024-07-07 7", "3 2022-02-01 10 reviewed", "2 2021-03-03 6", "1 2020-01-01 10", "4 - 7",
                ])
            let saved = try await store.savedFilms(for: ana.id, page: .first, pageSize: 10).items
            // Put on the watchlist on 2019-09-09, as the file says (its line, 2, in milliseconds keeps the order).
            #expect(saved.map(\.savedAt.timeIntervalSince1970) == [1_567_987_200.002])
        }
    }

    @Test(arguments: Kind.available)
    func aFileImportedTwicePreviewsNothingToAddAndAddsNothing(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            for (data, name) in [
                (try Fixtures.zip(Self.letterboxd), "letterboxd.zip"), (Data(Self.imdb.utf8), "ratings.csv"),
            ] {
                _ = try await importing(data, named: name, fixtures, for: ana.id)
                let before = try await diary(store, ana.id)
                let (plan, outcome) = try await importing(data, named: name, fixtures, for: ana.id)
                #expect(plan.counts == (0, 0, 0, 0) as (Int, Int, Int, Int), "\(name)")
                #expect((outcome.watchesAdded, outcome.reviewsAdded, outcome.watchesCompleted) == (0, 0, 0))
                #expect(try await diary(store, ana.id) == before)
            }
        }
    }

    @Test(arguments: Kind.available)
    func anExportIntoAnAccountThatHasSomeOfItAddsTheRest(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let (ana, bea) = (
                try await MemberFixtures.add("ana", to: store), try await MemberFixtures.add("bea", to: store)
            )
            _ = try await importing(try Fixtures.zip(Self.letterboxd), named: "letterboxd.zip", fixtures, for: ana.id)
            _ = try await fixtures.diary.log(
                WatchDraft(day: try Fixtures.day("2021-03-03"), rating: 9), of: Fixtures.film(2), by: bea.id)
            let archive = try await fixtures.exports.archive(of: ana.id)
            let (plan, outcome) = try await importing(archive.bytes, named: archive.fileName, fixtures, for: bea.id)
            #expect(plan.counts.watches == 3 && outcome.watchesAdded == 3 && outcome.alreadyThere == 1)
            #expect(
                try await diary(store, bea.id) == [
                    "2 2024-07-07 7", "3 2022-02-01 10 reviewed", "2 2021-03-03 9", "1 2020-01-01 -",
                ], "bea's own rating of her watch stays")
        }
    }

    /// Rows the write refuses (a day before the film came out) are refused by the preview too, beside their
    /// rows, and the counts leave them out: the preview is the run.
    @Test(arguments: Kind.available)
    func thePreviewRefusesTheRowsTheRunRefuses(_ kind: Kind) async throws {
        try await kind.withStore { store in
            let fixtures = Fixtures(store: store)
            let ana = try await MemberFixtures.add("ana", to: store)
            let file = """
                Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
                2020-01-02,Film 1,1971,a,4,,,1960-01-01
                2020-01-02,Film 2,1972,b,4,,,2020-01-01
                2020-01-02,Film 3,1973,c,4,,,1972-12-31

                """
            let (plan, outcome) = try await importing(Data(file.utf8), named: "diary.csv", fixtures, for: ana.id)
            let previewed = plan.summary.refused.map { "\($0.place): \($0.reason)" }
            #expect(
                previewed == [
                    "diary.csv, line 2: 1960-01-01 is before the film came out",
                    "diary.csv, line 4: 1972-12-31 is before the film came out",
                ])
            #expect(outcome.refused.map { "\($0.place): \($0.reason)" } == previewed)
            #expect(plan.counts.watches == 1 && outcome.watchesAdded == 1)
        }
    }
}
