import Foundation
import MoviesDomain
import MoviesPostgres
import MoviesTestSupport
import Testing

/// A PostgreSQL database of an earlier schema is brought up in place when a server of this version opens it,
/// and nothing is lost: from before the diary (version 6), before its statistics were counted (7), and
/// before a review belonged to a watch (12).
@Suite(.enabled(if: TestPostgres.isAvailable, "\(TestPostgres.skipped)"))
struct PostgresDiaryMigrationTests {
    /// Turns this version's schema back to version 12's reviews and likes: kept apart from watches.
    static let reviewsApart = """
        DROP TABLE comment, notice_read;
        DELETE FROM schema_migration WHERE version IN (21, 23, 29);
        DROP TABLE review_like, review;
        CREATE TABLE review (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
            body TEXT,
            spoilers BOOLEAN NOT NULL,
            written DOUBLE PRECISION NOT NULL,
            edited DOUBLE PRECISION,
            poster_path TEXT,
            PRIMARY KEY (account_id, film)
        );
        CREATE INDEX review_of_film ON review (film, written);
        CREATE INDEX review_by_account ON review (account_id, written);
        CREATE TABLE review_like (
            film TEXT NOT NULL,
            author_id TEXT NOT NULL,
            liker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            liked DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (film, author_id, liker_id),
            FOREIGN KEY (author_id, film) REFERENCES review (account_id, film) ON DELETE CASCADE
        );
        CREATE INDEX review_like_by_liker ON review_like (liker_id, film);
        CREATE INDEX review_like_by_author ON review_like (author_id, film);
        DELETE FROM schema_migration WHERE version = 13;
        """

    @Test func aDatabaseFromBeforeTheDiaryKeepsItsReviewsAsUndatedWatches() async throws {
        let url = try await TestPostgres.makeDatabase()
        let location = try PostgresLocation(url: url)
        // The schema as version 6 left it: this version's, with the diary's tables and record taken out.
        let first = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        await first.close()
        try await TestPostgres.psql(
            url,
            """
            \(Self.reviewsApart)
            DROP TABLE watch, film_rating, diary_setting, watch_tag CASCADE;
            DELETE FROM schema_migration WHERE version IN (7, 14, 15, 30);
            INSERT INTO account (id, name, name_key, given_name, family_name, password_hash, joined)
            VALUES ('1', 'ana', 'ana', 'Ana', 'L', 'x', 0);
            INSERT INTO review (account_id, film, film_title, film_year, rating, body, spoilers, written, edited)
            VALUES ('1', 'catalog:7', 'Heat', 1995, 9, 'Tense.', false, 10, 20);
            """)
        let store = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        let film = FilmReference(source: .catalog, movieID: Movie.ID("7"))
        #expect(try await store.ratings(of: [film], by: User.ID("1")) == [film: 9])
        #expect(try await store.review(of: film, by: User.ID("1"))?.content.text == "Tense.")
        let (watches, isPublic) = (try await store.allWatches(of: User.ID("1")), try await store.isPublic(User.ID("1")))
        #expect(watches.map(\.details.day) == [nil] && watches.map(\.details.rating) == [9] && !isPublic)
        await store.close()
        await TestPostgres.drop(url)
    }

    @Test func aDiaryKeptBeforeItsStatisticsWereCountedIsCountedWhenOpened() async throws {
        let url = try await TestPostgres.makeDatabase()
        let location = try PostgresLocation(url: url)
        let first = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        await first.close()
        try await TestPostgres.psql(
            url,
            """
            DROP TABLE diary_film, diary_film_period, diary_count, diary_day;
            DROP INDEX watch_kept;
            DELETE FROM schema_migration WHERE version = 8;
            \(SQLiteStoreTests.diaryBeforeItsCounts.replacingOccurrences(of: ", 0, 0, ", with: ", false, false, ")
                .replacingOccurrences(of: ", 1, 0, ", with: ", true, false, "))
            """)
        let store = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        let ana = User.ID("1")
        let tally = try await store.tally(of: ana, year: 2024)
        #expect(tally.films == 1 && tally.genres.map(\.count) == [1] && tally.directors.first?.films == 1)
        #expect(try await store.tally(of: ana, year: nil).films == 2, "the deleted watch's film is not counted")
        let all = DiaryTally(of: try await store.allWatches(of: ana), ratings: [:], year: nil)
        #expect(
            DiaryContractTests.ordered(try await store.tally(of: ana, year: nil)).days
                == DiaryContractTests.ordered(all).days)
        await store.close()
        await TestPostgres.drop(url)
    }

    @Test func aDatabaseWhoseReviewsWereKeptApartFromTheirWatchesJoinsThem() async throws {
        let url = try await TestPostgres.makeDatabase()
        let location = try PostgresLocation(url: url)
        let first = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        await first.close()
        let booleans = SQLiteStoreTests.reviewsApartFromWatches
            .replacingOccurrences(of: ", 0, 0, 1", with: ", false, false, 1")
            .replacingOccurrences(of: ", 1, 0, 2", with: ", true, false, 2")
            .replacingOccurrences(of: ", 0, 0, 4", with: ", false, false, 4")
            .replacingOccurrences(of: "'Tense.', 0,", with: "'Tense.', false,")
            .replacingOccurrences(of: "'Cold.', 1,", with: "'Cold.', true,")
            .replacingOccurrences(of: "NULL, 0, 400", with: "NULL, false, 400")
        // Watches written straight into the table are counted by migration 8, run again.
        try await TestPostgres.psql(
            url,
            """
            \(Self.reviewsApart)
            DROP TABLE diary_film, diary_film_period, diary_count, diary_day;
            DROP INDEX watch_kept;
            DELETE FROM schema_migration WHERE version = 8;
            \(booleans)
            \(SQLiteStoreTests.likeOfAReviewApart)
            """)
        let store = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        try await ReviewsMigrationExpectations.check(store)
        await store.close()
        await TestPostgres.drop(url)
    }
}
