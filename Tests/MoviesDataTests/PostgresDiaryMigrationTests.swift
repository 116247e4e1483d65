import Foundation
import MoviesDomain
import MoviesPostgres
import MoviesTestSupport
import Testing

/// A PostgreSQL database from before the diary (schema version 6) is brought up in place when a server of
/// this version opens it: its reviews' ratings become the members' ratings, and nothing is lost.
@Suite(.enabled(if: TestPostgres.isAvailable, "\(TestPostgres.skipped)"))
struct PostgresDiaryMigrationTests {
    @Test func aDatabaseFromBeforeTheDiaryKeepsItsReviewsRatingsAsTheMembersRatings() async throws {
        let url = try await TestPostgres.makeDatabase()
        let location = try PostgresLocation(url: url)
        // The schema as version 6 left it: this version's, with the diary's tables and record taken out.
        let first = try await PostgresStore.open(location, poolSize: 2, timeout: .seconds(60))
        await first.close()
        try await TestPostgres.psql(
            url,
            """
            DROP TABLE watch, film_rating, diary_setting;
            DELETE FROM schema_migration WHERE version = 7;
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
        #expect(watches.isEmpty && !isPublic)
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
}
