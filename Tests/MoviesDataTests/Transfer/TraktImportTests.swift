import Foundation
import MoviesData
import MoviesDomain
import MoviesTestSupport
import Testing

/// Trakt's export, written as its API documents each endpoint's objects (`/sync/history`, `/sync/ratings`,
/// `/sync/watchlist`, `/users/{id}/lists` and their items, `/users/{id}/comments`) and as the export names
/// its files: every play a watch on its day, ratings, the watchlist, lists in their order with their notes,
/// comments as reviews, and shows and episodes counted as skipped.
@Suite struct TraktImportTests {
    typealias Fixtures = TransferFixtures
    let reader = ExportFileReader()

    /// A film as Trakt writes one, with every id it gives.
    static func movie(_ number: Int, title: String? = nil, imdb: Bool = true) -> String {
        let imdbID = imdb ? "\"tt\(1_000_000 + number)\"" : "null"
        return """
            {"title": "\(title ?? "Film \(number)")", "year": \(1970 + number), "ids": {"trakt": \(500 + number), \
            "slug": "film-\(number)-\(1970 + number)", "imdb": \(imdbID), "tmdb": \(900 + number), \
            "plex": {"guid": "5d7768", "slug": "film-\(number)"}}}
            """
    }

    static let show = """
        {"title": "Squid Game", "year": 2021, "ids": {"trakt": 162712, "slug": "squid-game", "tvdb": 383275, \
        "imdb": "tt10919420", "tmdb": 93405}, "aired_episodes": 22}
        """
    static let episode = """
        {"season": 1, "number": 1, "title": "Red Light, Green Light", "ids": {"trakt": 5063550, "tvdb": 8332593, \
        "imdb": "tt11979940", "tmdb": 1922715}}
        """

    static let export: [String: String] = [
        "user-profile.json": #"{"username": "ana", "private": false, "ids": {"slug": "ana"}}"#,
        "watched-history-1.json": """
        [
          {"id": 3, "watched_at": "2024-02-01T21:30:00.000Z", "action": "scrobble", "type": "movie", "movie": \(movie(1))},
          {"id": 2, "watched_at": "2024-01-31T20:00:00.000Z", "action": "watch", "type": "episode",
           "episode": \(episode), "show": \(show)},
          {"id": 1, "watched_at": "2024-01-01T19:00:00.000Z", "action": "checkin", "type": "movie", "movie": \(movie(1))}
        ]
        """,
        "watched-history-2.json": """
        [{"id": 0, "watched_at": "2023-12-24T18:00:00.000Z", "action": "watch", "type": "movie",
          "movie": \(movie(2, title: "A Title Trakt Spells Otherwise"))},
         {"id": -1, "watched_at": "sometime", "action": "watch", "type": "movie", "movie": \(movie(3))}]
        """,
        "watched-movies.json": """
        [{"plays": 2, "last_watched_at": "2024-02-01T21:30:00.000Z", "last_updated_at": "2024-02-01T21:30:00.000Z",
          "movie": \(movie(1))},
         {"plays": 1, "last_watched_at": "2019-06-01T12:00:00.000Z", "movie": \(movie(5))}]
        """,
        "watched-shows.json": """
        [{"plays": 1, "last_watched_at": "2024-01-31T20:00:00.000Z", "show": \(show), "seasons": []}]
        """,
        "ratings-movies.json": """
        [{"rated_at": "2024-02-02T08:00:00.000Z", "rating": 8, "type": "movie", "movie": \(movie(1))},
         {"rated_at": "2023-05-01T08:00:00.000Z", "rating": 6, "type": "movie", "movie": \(movie(4))},
         {"rated_at": "2023-05-01T08:00:00.000Z", "rating": 11, "type": "movie", "movie": \(movie(7))}]
        """,
        "ratings-episodes.json": """
        [{"rated_at": "2024-02-02T08:00:00.000Z", "rating": 9, "type": "episode", "episode": \(episode),
          "show": \(show)}]
        """,
        "lists-watchlist.json": """
        [{"rank": 2, "id": 11, "listed_at": "2024-03-01T10:00:00.000Z", "notes": null, "type": "movie", "movie": \(movie(6))},
         {"rank": 1, "id": 12, "listed_at": "2024-03-02T10:00:00.000Z", "notes": "soon", "type": "movie", "movie": \(movie(8))},
         {"rank": 3, "id": 13, "listed_at": "2024-03-03T10:00:00.000Z", "notes": null, "type": "show", "show": \(show)}]
        """,
        "lists-lists.json": """
        [{"name": "Seventies", "description": "The decade, ranked.", "privacy": "public", "share_link": "x",
          "type": "personal", "display_numbers": true, "allow_comments": true, "sort_by": "rank", "sort_how": "asc",
          "created_at": "2024-01-01T00:00:00.000Z", "updated_at": "2024-01-02T00:00:00.000Z", "item_count": 3,
          "comment_count": 0, "likes": 0, "ids": {"trakt": 4242, "slug": "seventies"}}]
        """,
        "lists-list-4242-seventies.json": """
        [{"rank": 2, "id": 21, "listed_at": "2024-01-01T00:00:00.000Z", "notes": "Second.", "type": "movie",
          "movie": \(movie(3))},
         {"rank": 1, "id": 22, "listed_at": "2024-01-01T00:00:00.000Z", "notes": "First.", "type": "movie",
          "movie": \(movie(2))},
         {"rank": 3, "id": 23, "listed_at": "2024-01-01T00:00:00.000Z", "notes": null, "type": "show", "show": \(show)}]
        """,
        "comments-movies.json": """
        [{"type": "movie", "movie": \(movie(2)), "comment": {"id": 9, "comment": "The diner scene, again and again.",
          "spoiler": true, "review": false, "parent_id": 0, "created_at": "2024-01-05T10:00:00.000Z",
          "updated_at": "2024-01-05T10:00:00.000Z", "replies": 0, "likes": 0, "user_rating": 7,
          "user_stats": {"rating": 7, "play_count": 1, "completed_count": 1}}}]
        """,
    ]

    @Test func everyPlayIsAWatchOnItsDayBesideRatingsTheWatchlistListsAndComments() async throws {
        let fixtures = Fixtures(store: InMemoryMemberStore())
        let plan = try await fixtures.imports.prepare(try Fixtures.zip(Self.export), named: "trakt-export.zip")
        #expect(plan.file.origin == .trakt)
        let films = Dictionary(uniqueKeysWithValues: plan.films.map { ($0.reference.movieID.rawValue, $0) })
        #expect(films.keys.sorted() == ["1", "2", "4", "5", "6", "8"], "film 3's play has no time; 7's rating is 11")
        let film1 = try #require(films["1"])
        #expect(
            film1.watches.map(\.day?.description).sorted { ($0 ?? "") < ($1 ?? "") } == ["2024-01-01", "2024-02-01"])
        #expect(film1.watches.compactMap(\.rating) == [8], "the rating is the latest watch's")
        #expect(films["2"]?.watches.map(\.review?.text) == ["The diner scene, again and again."])
        #expect(films["2"]?.watches.first?.review?.hasSpoilers == true && films["2"]?.watches.first?.rating == 7)
        #expect(films["4"]?.watches.map(\.rating) == [6] && films["4"]?.watches.first?.day == nil)
        #expect(films["5"]?.watches.map(\.day?.description) == ["2019-06-01"], "watched, with no play in the history")
        #expect(films["6"]?.isSaved == true && films["8"]?.isSaved == true)
        #expect(films["6"]?.savedAt == Date(timeIntervalSince1970: 1_709_287_200))
        let list = try #require(plan.lists.first)
        #expect(list.details.title == "Seventies" && list.details.isRanked && list.details.isPublic)
        #expect(list.films.map(\.reference) == [Fixtures.film(2), Fixtures.film(3)], "in Trakt's rank")
        #expect(list.films.map(\.note) == ["First.", "Second."])
        #expect(
            plan.refused.map(\.reason).sorted() == [
                "the play has no time it was watched (watched_at)", "the rating is not one from 1 to 10",
            ])
        #expect(plan.file.notes == ["2 episodes and 3 shows (Squid Game): this site keeps films"])
        #expect(Array(plan.matchedBy.keys) == [.id], "every film by its IMDb id, whatever title it is given")
    }

    @Test func aFilmWithNoIMDbIdIsFoundByTMDBsWhereTMDBIsTheSourceAndByTitleElsewhere() async throws {
        let hint = FilmHint(title: "Film 3", year: 1973, tmdbID: 903)
        let movies = InMemoryMoviesRepository(movies: Fixtures.films)
        let tmdb = FilmMatcher(movies: movies, identifiers: FixtureIdentifiers(), source: .tmdb)
        #expect(
            try await tmdb.match([hint])[hint] == .found(FilmReference(source: .tmdb, movieID: Movie.ID("903")), .id))
        let catalog = FilmMatcher(movies: movies, identifiers: FixtureIdentifiers(), source: .catalog)
        #expect(try await catalog.match([hint])[hint] == .found(Fixtures.film(3), .title))
    }

    @Test func oneFileOfTheExportOrAnOlderExportsFoldersAreReadToo() throws {
        let history = try #require(Self.export["watched-history-1.json"])
        let alone = try reader.read(Data(history.utf8), named: "watched-history.json")
        #expect(alone.origin == .trakt && alone.rows.map(\.kind) == [.diary, .diary])
        let older = try reader.read(
            try Fixtures.zip([
                "ana/watched/history-1.json": history,
                "ana/ratings/ratings-movies.json": try #require(Self.export["ratings-movies.json"]),
                "ana/lists/watchlist.json": try #require(Self.export["lists-watchlist.json"]),
            ]), named: "trakt.zip")
        #expect(older.rows.filter { $0.kind == .watchlist }.map(\.film.title) == ["Film 8", "Film 6"])
        #expect(older.rows.filter { $0.kind == .rating }.map(\.rating) == [8, 6])
        #expect(throws: ImportFileError.notAnExport("numbers.json")) {
            try reader.read(Data("[1, 2, 3]".utf8), named: "numbers.json")
        }
    }

    @Test func anItemOfAnotherShapeIsRefusedBesideItsNumberAndAFileThatIsNoArrayInOneSentence() throws {
        let history = """
            [{"watched_at": "2024-01-01T19:00:00.000Z", "type": "movie", "movie": {"title": ["not", "text"]}},
             "a string", {"watched_at": "2024-01-02T19:00:00.000Z", "type": "movie", "movie": \(Self.movie(1))},
             {"watched_at": "2024-01-03T19:00:00.000Z", "type": "movie", "movie": {"ids": {}}},
             {"watched_at": "2024-01-04T19:00:00.000Z", "movie": {"ids": {"slug": "the-matrix-1999"}, "year": 1999}}]
            """
        let file = try reader.read(Data(history.utf8), named: "watched-history.json")
        #expect(file.rows.map(\.film.title) == ["Film 1", "the matrix"])
        #expect(
            file.refused.map(\.place.description) == [
                "watched-history.json, line 1", "watched-history.json, line 2", "watched-history.json, line 4",
            ])
        #expect(
            throws: ImportFileError.unreadable(
                file: "ratings-movies.json", reason: "it is not a JSON array as Trakt's export writes")
        ) {
            try reader.read(try Fixtures.zip(["ratings-movies.json": #"{"rating": 8}"#]), named: "trakt.zip")
        }
    }

    @Test func theItemsOfEveryFileAreCountedBeforeOneIsDecoded() throws {
        let many = "[" + Array(repeating: "{}", count: ImportLimits.maximumRows / 2 + 1).joined(separator: ",") + "]"
        #expect(throws: ImportFileError.tooManyRows(maximum: ImportLimits.maximumRows)) {
            try reader.read(
                try Fixtures.zip(["watched-history-1.json": many, "watched-history-2.json": many]), named: "trakt.zip")
        }
    }
}
