import Foundation
import GRDB
import MoviesDomain
import Testing

@testable import MoviesData
@testable import MoviesSQLite

@Suite struct SQLiteStoreTests {
    @Test func freshFileGetsTheWholeSchemaInWALMode() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("nested/dir/movies.sqlite")
        let database = try SQLiteStore.open(at: url)
        let (tables, journal) = try await database.read { db in
            (
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
        #expect(Set(["movie", "catalog_state", "recent_query", "response_cache"]).isSubset(of: Set(tables)))
        #expect(journal == "wal")
    }

    @Test func aNewDatabaseAndItsJournalAreTheOwnersAlone() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("private/movies.sqlite")
        let database = try SQLiteStore.open(at: url)
        try await database.setSession("k", value: Data("v".utf8), user: nil, expires: Date().addingTimeInterval(60))
        func permissions(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        #expect(try permissions(url.deletingLastPathComponent().path) == 0o700)
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: url.path + suffix) {
            #expect(try permissions(url.path + suffix) == 0o600, "movies.sqlite\(suffix)")
        }
    }

    @Test func namesStoredBeforeSkeletonsAreKeyedByWhatTheyLookLike() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let old = try DatabaseQueue(path: url.path)
        try SQLiteStore.migrator.migrate(old, upTo: "v8-attempts")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
                    VALUES ('1', 'A1ice', 'a1ice', 'A', 'L', 'x', 0)
                    """)
        }
        try old.close()
        let store = try SQLiteStore.open(at: url)
        #expect(try await store.account(named: try UserName("alice"))?.user.name.text == "A1ice")
    }

    @Test func aFileFromBeforeTheDiaryKeepsItsReviewsAsUndatedWatches() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let old = try DatabaseQueue(path: url.path)
        try SQLiteStore.migrator.migrate(old, upTo: "v11-token-last-use")
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
                    VALUES ('1', 'ana', 'ana', 'Ana', 'L', 'x', 0);
                    INSERT INTO review (account_id, film, film_title, film_year, rating, body, spoilers, written, edited)
                    VALUES ('1', 'catalog:7', 'Heat', 1995, 9, 'Tense.', 0, 10, 20);
                    """)
        }
        try old.close()
        let store = try SQLiteStore.open(at: url)
        let film = FilmReference(source: .catalog, movieID: Movie.ID("7"))
        #expect(try await store.ratings(of: [film], by: User.ID("1")) == [film: 9])
        #expect(try await store.review(of: film, by: User.ID("1"))?.content.text == "Tense.")
        let watches = try await store.allWatches(of: User.ID("1"))
        #expect(watches.map(\.details.day) == [nil] && watches.map(\.details.rating) == [9])
        #expect(watches.first?.review?.written == Date(timeIntervalSince1970: 10))
    }

    @Test func aFileWhoseReviewsWereKeptApartFromTheirWatchesJoinsThem() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let old = try DatabaseQueue(path: url.path)
        try SQLiteStore.migrator.migrate(old, upTo: "v12-diary")
        try await old.write { db in try db.execute(sql: Self.reviewsApartFromWatches) }
        try SQLiteStore.migrator.migrate(old, upTo: "v17-import-choices")
        try await old.write { db in try db.execute(sql: Self.likeOfAReviewApart) }
        try old.close()
        try await ReviewsMigrationExpectations.check(try SQLiteStore.open(at: url))
    }

    /// Two members as schema version 12 kept them: ana's watches (two of Heat, one of Jaws unrated), her
    /// reviews apart from them (Heat's written with its first watch, Jaws's with its watch, Alien's alone),
    /// and her ratings, the latest given.
    static let reviewsApartFromWatches = """
        INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
        VALUES ('1', 'ana', 'ana', 'Ana', 'L', 'x', 0), ('2', 'bob', 'bob', 'Bob', 'L', 'x', 0);
        INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres, directors,
            cast_names, people, day, rating, rewatch, liked, logged, deleted)
        VALUES ('a', '1', 'catalog:7', 'Heat', 1995, NULL, 170, 'Crime', 'Michael Mann', 'Al Pacino', '',
                '2024-01-01', 10, 0, 0, 100, NULL),
            ('b', '1', 'catalog:7', 'Heat', 1995, NULL, 170, 'Crime', 'Michael Mann', 'Al Pacino', '',
                '2025-02-01', 9, 1, 0, 200, NULL),
            ('c', '1', 'catalog:9', 'Jaws', 1975, NULL, 124, 'Thriller', 'Steven Spielberg', 'Roy Scheider', '',
                '2024-05-05', NULL, 0, 0, 400, NULL);
        INSERT INTO review (account_id, film, film_title, film_year, rating, body, spoilers, written, edited)
        VALUES ('1', 'catalog:7', 'Heat', 1995, 10, 'Tense.', 0, 100, NULL),
            ('1', 'catalog:8', 'Alien', 1979, 6, 'Cold.', 1, 300, NULL),
            ('1', 'catalog:9', 'Jaws', 1975, 8, NULL, 0, 400, 450);
        INSERT INTO film_rating (account_id, film, rating, rated)
        VALUES ('1', 'catalog:7', 9, 200), ('1', 'catalog:8', 6, 300), ('1', 'catalog:9', 8, 450)
        ON CONFLICT (account_id, film) DO UPDATE SET rating = excluded.rating, rated = excluded.rated;
        """

    /// Bob's like of ana's review of Heat, as schema version 15 kept it.
    static let likeOfAReviewApart = """
        INSERT INTO review_like (film, author_id, liker_id, liked) VALUES ('catalog:7', '1', '2', 500);
        """

    @Test func aDiaryKeptBeforeItsStatisticsWereCountedIsCountedWhenOpened() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let old = try DatabaseQueue(path: url.path)
        try SQLiteStore.migrator.migrate(old, upTo: "v12-diary")
        try await old.write { db in
            try db.execute(sql: Self.diaryBeforeItsCounts)
        }
        try old.close()
        let store = try SQLiteStore.open(at: url)
        let ana = User.ID("1")
        let tally = try await store.tally(of: ana, year: 2024)
        #expect(tally.films == 1 && tally.genres.map(\.count) == [1] && tally.directors.first?.films == 1)
        #expect(try await store.tally(of: ana, year: nil).films == 2, "the deleted watch's film is not counted")
        let all = DiaryTally(of: try await store.allWatches(of: ana), ratings: [:], year: nil)
        #expect(try await store.tally(of: ana, year: nil).actors == all.actors)
        #expect(
            DiaryContractTests.ordered(try await store.tally(of: ana, year: nil)).days
                == DiaryContractTests.ordered(all).days)
    }

    /// A member and three watches as schema version 12 kept them: two of one film, one deleted.
    static let diaryBeforeItsCounts = """
        INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
        VALUES ('1', 'ana', 'ana', 'Ana', 'L', 'x', 0);
        INSERT INTO watch (id, account_id, film, film_title, film_year, poster_path, runtime, genres, directors,
            cast_names, people, day, rating, rewatch, liked, logged, deleted)
        VALUES ('a', '1', 'catalog:7', 'Heat', 1995, NULL, 170, 'Crime', 'Michael Mann', 'Al Pacino', '',
                '2024-03-12', NULL, 0, 0, 10, NULL),
            ('b', '1', 'catalog:7', 'Heat', 1995, NULL, 170, 'Crime', 'Michael Mann', 'Al Pacino', '',
                '2023-01-01', NULL, 1, 0, 20, NULL),
            ('c', '1', 'catalog:8', 'Alien', 1979, NULL, 117, 'Horror', 'Ridley Scott', 'Sigourney Weaver', '',
                NULL, NULL, 0, 0, 30, NULL),
            ('d', '1', 'catalog:9', 'Jaws', 1975, NULL, 124, 'Thriller', 'Steven Spielberg', 'Roy Scheider', '',
                '2024-05-05', NULL, 0, 0, 40, 50);
        """

    @Test func existingFileIsMigratedAndKeepsItsData() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        // A file written by the first version of the schema, with a catalog state in it.
        let old = try DatabaseQueue(path: url.path)
        try SQLiteStore.migrator.migrate(old, upTo: "v1-catalog")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO catalog_state VALUES (1, 'old', 3, 0)")
        }
        try old.close()

        let database = try SQLiteStore.open(at: url)
        let (applied, state) = try await database.read { db in
            (
                try SQLiteStore.migrator.appliedIdentifiers(db),
                try String.fetchOne(db, sql: "SELECT fingerprint FROM catalog_state")
            )
        }
        #expect(
            applied
                == Set([
                    "v1-catalog", "v2-recent-queries", "v3-response-cache", "v4-prefix-membership", "v5-title-index",
                    "v6-recent-query-upkeep", "v7-people", "v8-attempts", "v9-name-skeletons", "v10-access-tokens",
                    "v11-token-last-use", "v12-diary", "v13-diary-counts", "v14-lists", "v15-opinions",
                    "v16-import-turns", "v17-import-choices", "v18-reviews-on-watches", "v19-watch-tags",
                    "v20-watch-liked-at", "v21-import-jobs", "v22-added-films", "v23-added-film-versions",
                    "v24-follows", "v25-feed", "v26-comments", "v27-watched-together", "v28-news",
                    "v29-dismissed-films", "v30-kindred", "v31-public-ratings", "v32-shapes-picks", "v33-offer-answers",
                    "v34-notices-read", "v35-watch-source", "v36-plays", "v37-sent-logs",
                ]))
        #expect(state == "old")
    }

    @Test func garbageFileIsNotADatabase() throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("garbage.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: url)
        #expect(throws: StorageError.notADatabase(url.path)) { try SQLiteStore.open(at: url) }
        #expect(try Data(contentsOf: url) == Data(repeating: 0x5A, count: 8192))
    }

    @Test func directoryIsNotADatabase() throws {
        let directory = try CatalogFixtures.temporaryDirectory()
        #expect(throws: StorageError.notADatabase(directory.path)) { try SQLiteStore.open(at: directory) }
    }

    @Test func unwritableDirectoryIsAClearError() throws {
        #expect(throws: StorageError.self) {
            try SQLiteStore.open(at: URL(fileURLWithPath: "/proc/movies/movies.sqlite"))
        }
    }
}
