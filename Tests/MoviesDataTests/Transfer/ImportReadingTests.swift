import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Letterboxd's and IMDb's files read as they come, overlapping files counted once, and bad input refused
/// in one sentence (a whole file) or beside its line (a row), with nothing written.
@Suite struct ImportReadingTests {
    typealias Fixtures = TransferFixtures
    let reader = ExportFileReader()

    static let letterboxd: [String: String] = [
        "letterboxd-ana/diary.csv": """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,Film 1,1971,https://boxd.it/a,4.5,,"cinema, 35mm",2024-01-01
        2024-02-02,Film 1,1971,https://boxd.it/b,5,Yes,,2024-02-01
        2024-02-03,Film 2,1972,https://boxd.it/c,6,,,2024-02-03
        2024-02-04,Film 3,1973,https://boxd.it/d,,,,2099-02-04

        """,
        "letterboxd-ana/reviews.csv": """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date
        2024-02-02,Film 1,1971,https://boxd.it/b,5,Yes,"Better, ""again"",
        and again",,2024-02-01

        """,
        "letterboxd-ana/ratings.csv":
            "\u{FEFF}Date,Name,Year,Letterboxd URI,Rating\r\n2024-01-02,Film 1,1971,x,5\r\n2023-01-01,Film 4,1974,y,3\r\n",
        "letterboxd-ana/watched.csv":
            "Date,Name,Year,Letterboxd URI\n2024-01-02,Film 1,1971,x\n2020-01-01,Film 5,1975,y\n",
        "letterboxd-ana/watchlist.csv": "Date,Name,Year,Letterboxd URI\n2024-01-02,Film 6,1976,x\n",
        "letterboxd-ana/likes/films.csv": "Date,Name,Year,Letterboxd URI\n2024-01-02,Film 5,1975,x\n",
        "letterboxd-ana/lists/favourites.csv": """
        Letterboxd list export v7
        Date,Name,Tags,URL,Description
        2024-05-01,Favourites,,https://boxd.it/l,"Mine, in order."

        Position,Name,Year,URL,Description
        1,Film 6,1976,https://boxd.it/f6,First.
        2,Film 1,1971,https://boxd.it/f1,
        3,Film 99,1999,https://boxd.it/f9,

        """,
        "letterboxd-ana/deleted/diary.csv":
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-02,Film 7,1977,x,1,,,2024-01-01\n",
    ]

    @Test func letterboxdsFilesAddUpFilmByFilmWithNothingCountedTwice() async throws {
        let fixtures = Fixtures(store: InMemoryMemberStore())
        let plan = try await fixtures.imports.prepare(try Fixtures.zip(Self.letterboxd), named: "letterboxd.zip")
        let films = Dictionary(uniqueKeysWithValues: plan.films.map { ($0.reference.movieID.rawValue, $0) })
        #expect(films.keys.sorted() == ["1", "4", "5", "6"], "Film 7 is in deleted/: not imported")
        let film1 = try #require(films["1"])
        #expect(film1.watches.map(\.rating) == [9, 10])
        #expect(film1.watches.map { $0.tags.map(\.text) } == [["cinema", "35mm"], []], "Letterboxd's tags")
        #expect(film1.watches.first?.logged == Date(timeIntervalSince1970: 1_704_153_600.002), "its Date, line 2")
        #expect(film1.watches.map(\.isRewatch) == [false, true])
        #expect(film1.watches.map(\.review?.text) == [nil, "Better, \"again\",\nand again"], "on its day's watch")
        #expect(films["4"]?.watches.map(\.rating) == [6] && films["4"]?.watches.first?.day == nil)
        #expect(films["5"]?.watches.map(\.isLiked) == [true], "watched once, liked: one watch")
        #expect(films["6"]?.isSaved == true && films["6"]?.watches.isEmpty == true)
        #expect(
            plan.refused.map(\.reason) == [
                "a rating of 6 stars is past the 5 Letterboxd gives", "2099-02-04 is in the future",
            ])
        #expect(plan.refused.map(\.place.description) == ["diary.csv, line 4", "diary.csv, line 5"])
        let list = try #require(plan.lists.first)
        #expect(list.details.title == "Favourites" && list.details.description == "Mine, in order.")
        #expect(list.films.map(\.reference) == [Fixtures.film(6), Fixtures.film(1)])
        #expect(list.films.first?.note == "First.")
        #expect(plan.unresolved.map(\.hint.description) == ["Film 99 (1999)"])
    }

    @Test func imdbsRatingsAreFoundByTheirIdAndSeriesAreNotFilms() async throws {
        let fixtures = Fixtures(store: InMemoryMemberStore())
        let csv = """
            Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
            tt1000002,8,2024-05-01,A Title IMDb Spells Otherwise,https://www.imdb.com/title/tt1000002/,Movie,7.1,100,1972,Drama,10,1972-05-01,Someone
            tt9999999,7,2024-05-01,Some Series,https://www.imdb.com/title/tt9999999/,TV Series,7.1,100,2001,Drama,10,2001-05-01,
            tt1000003,11,2024-05-01,Film 3,https://www.imdb.com/title/tt1000003/,Movie,7.1,100,1973,Drama,10,1973-05-01,

            """
        let plan = try await fixtures.imports.prepare(Data(csv.utf8), named: "ratings.csv")
        #expect(plan.films.map(\.reference) == [Fixtures.film(2)])
        #expect(plan.films.first?.watches.first?.rating == 8)
        #expect(plan.matchedBy == [.id: 1])
        #expect(
            plan.refused.map(\.reason) == [
                "“Some Series” is a TV Series, not a film", "the rating is not one from 1 to 10",
            ])
    }

    @Test func csvIsReadWithQuotesLineBreaksMarksAndOtherEncodings() throws {
        let utf16 = "Name,Year\n\"Amélie, \"\"the\"\" film\",2001\n".data(using: .utf16)!
        let latin = "Name,Year\nAm\u{E9}lie,2001\n".data(using: .windowsCP1252)!
        for (data, title) in [(utf16, "Amélie, \"the\" film"), (latin, "Amélie")] {
            let file = try reader.read(data, named: "watched.csv")
            #expect(file.rows.map(\.film.title) == [title])
        }
    }

    @Test func aWholeFileThatCannotBeImportedIsOneSentenceNamingWhatIsWrong() throws {
        #expect(throws: ImportFileError.missingColumns(file: "diary.csv", ["Watched Date"])) {
            try reader.read(Data("Name,Year,Rating\nHeat,1995,4\n".utf8), named: "diary.csv")
        }
        #expect(throws: ImportFileError.notAnExport("notes.csv")) {
            try reader.read(Data("Film,When\nHeat,1995\n".utf8), named: "notes.csv")
        }
        let million = "Name,Year\n" + String(repeating: "Heat,1995\n", count: ImportLimits.maximumRows + 1)
        #expect(throws: ImportFileError.tooManyRows(maximum: ImportLimits.maximumRows)) {
            try reader.read(Data(million.utf8), named: "watched.csv")
        }
        #expect(throws: ImportFileError.self) { try reader.read(Data("PK\u{3}\u{4}broken".utf8), named: "x.zip") }
    }

    /// One count over every file of an upload, whatever its format: this site's `movies.json` is counted
    /// before it is decoded, and Letterboxd's lists count with its diary.
    @Test func theRowLimitCountsEveryFileOfAnUploadBeforeAnythingIsMadeOfIt() throws {
        let entry = #"{"film":{"id":"catalog:1","title":"Heat","year":1995},"saved":"2024-01-01T00:00:00Z"}"#
        let json =
            #"{"format":"movies-export","version":1,"saved":["#
            + Array(repeating: entry, count: ImportLimits.maximumRows + 1).joined(separator: ",") + "]}"
        #expect(throws: ImportFileError.tooManyRows(maximum: ImportLimits.maximumRows)) {
            try reader.read(try ZipFixture.make(["movies.json": Data(json.utf8)]), named: "movies.zip")
        }
        // Three lists of a third of the limit each, beside a diary: none alone is too many, together they are.
        let third = ImportLimits.maximumRows / 3
        var files = ["diary.csv": Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n".utf8)]
        let films = String(repeating: "1,Heat,1995,u,\n", count: third)
        for name in ["a", "b", "c"] {
            files["lists/\(name).csv"] = Data(
                ("Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-05-01,\(name),,u,\n\n"
                    + "Position,Name,Year,URL,Description\n" + films).utf8)
        }
        let watched = "Date,Name,Year,Letterboxd URI\n" + String(repeating: "2024-01-02,Heat,1995,x\n", count: 10)
        files["watched.csv"] = Data(watched.utf8)
        #expect(throws: ImportFileError.tooManyRows(maximum: ImportLimits.maximumRows)) {
            try reader.read(try ZipFixture.make(files), named: "letterboxd.zip")
        }
        files["lists/c.csv"] = nil
        #expect(try reader.read(try ZipFixture.make(files), named: "letterboxd.zip").lists.count == 2)
    }

    @Test func aZipBombStopsAtTheCapWhateverItDeclares() throws {
        // 300 MB of one repeated line deflates to well under a megabyte.
        let line = Data("2024-01-02,Heat,1995,x\n".utf8)
        var big = Data("Date,Name,Year,Letterboxd URI\n".utf8)
        big.reserveCapacity(ImportLimits.maximumUnpackedBytes + (32 << 20))
        while big.count <= ImportLimits.maximumUnpackedBytes { big.append(line) }
        let bomb = try ZipFixture.make(["watched.csv": big])
        #expect(bomb.count < ImportLimits.maximumBytes)
        #expect(throws: ImportFileError.tooLarge(file: "bomb.zip", maximumBytes: ImportLimits.maximumUnpackedBytes)) {
            try reader.read(bomb, named: "bomb.zip")
        }
    }
}

/// A preview counts the lists and list films the run writes, by the run's own rule, beside the member's lists.
@Suite struct ImportPreviewListsTests {
    typealias Fixtures = TransferFixtures

    @Test func thePreviewsListsAreTheRunsAndNothingTheSecondTime() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let ana = try await MemberFixtures.add("ana", to: store)
        let zip = try Fixtures.zip(ImportReadingTests.letterboxd)
        let plan = try await fixtures.imports.prepare(zip, named: "letterboxd.zip", for: ana.id)
        #expect(plan.listCounts == (lists: 1, films: 2) as (lists: Int, films: Int), "Favourites: films 6 and 1")
        #expect(plan.summary.listsToAdd == (lists: 1, films: 2) as (lists: Int, films: Int))
        let outcome = try await fixtures.imports.apply(plan, for: ana.id)
        #expect((outcome.listsAdded, outcome.listFilmsAdded) == (1, 2))
        let again = try await fixtures.imports.prepare(zip, named: "letterboxd.zip", for: ana.id)
        #expect(again.listCounts == (lists: 0, films: 0) as (lists: Int, films: Int), "the list has both already")
    }

    /// An export's likes and favourites, into an account that has a favourite and a liked watch of its own:
    /// the preview counts the likes and favourites the run writes, and none the second time.
    @Test func thePreviewsLikesAndFavouritesAreTheRuns() async throws {
        let store = InMemoryMemberStore()
        let fixtures = Fixtures(store: store)
        let (ana, bea) = (
            try await MemberFixtures.add("ana", to: store), try await MemberFixtures.add("bea", to: store)
        )
        for (number, liked) in [(1, true), (2, true), (3, false)] {
            _ = try await fixtures.diary.log(
                WatchDraft(day: try Fixtures.day("2021-03-0\(number)"), rating: 8, isLiked: liked),
                of: Fixtures.film(number), by: ana.id)
        }
        let film = { (number: Int) in ListedFilm(TransferFixtures.films[number - 1], reference: Fixtures.film(number)) }
        try await store.setFavourites([film(1), film(2), film(3)], for: ana.id)
        // Bea logged Film 2 that day, not liked, and has Film 3 and Film 4 as favourites.
        _ = try await fixtures.diary.log(
            WatchDraft(day: try Fixtures.day("2021-03-02"), rating: 8), of: Fixtures.film(2), by: bea.id)
        try await store.setFavourites([film(3), film(4)], for: bea.id)

        let archive = try await fixtures.exports.archive(of: ana.id)
        let plan = try await fixtures.imports.prepare(archive.bytes, named: archive.fileName, for: bea.id)
        #expect(plan.summary.likesToAdd == (likes: 2, favourites: 2) as (likes: Int, favourites: Int))
        let outcome = try await fixtures.imports.apply(plan, for: bea.id)
        #expect((outcome.likesAdded, outcome.favouritesAdded) == (2, 2), "Film 1 new and liked, Film 2 given a like")
        #expect(try await store.favourites(of: bea.id).map(\.reference) == [3, 4, 1, 2].map(Fixtures.film))
        let again = try await fixtures.imports.prepare(archive.bytes, named: archive.fileName, for: bea.id)
        #expect(again.summary.likesToAdd == (likes: 0, favourites: 0) as (likes: Int, favourites: Int))
    }
}
