import Foundation
import GRDB
import MoviesDomain
import Testing

@testable import MoviesData
@testable import MoviesSQLite

/// SQLite's lock held by another process: a search's save waits in the background, never in the answer.
@Suite struct SQLiteRecentQueriesLockTests {
    func save(_ texts: [String], in repository: GroupCommitRecentQueriesRepository) async throws {
        for text in texts { try await repository.save(try MovieQuery(text)) }
    }

    @Test func aBackgroundSaveReturnsWhileAnotherProcessHoldsTheLockAndLandsAfter() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let file = try SQLiteStore.open(at: url)
        let saves = RecentQuerySaves(store: file)
        let repository = GroupCommitRecentQueriesRepository(
            saves: saves, owner: "ann", saving: .background(waitingUpTo: .milliseconds(50)))
        var holder = Configuration()
        holder.allowsUnsafeTransactions = true  // another process, holding the write lock
        let other = try DatabaseQueue(path: url.path, configuration: holder)
        try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
        try await save(["alien", "heat"], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["heat", "alien"])
        try other.inDatabase { try $0.execute(sql: "COMMIT") }
        await saves.finish()
        let reopened = GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: try SQLiteStore.open(at: url)), owner: "ann")
        #expect(try await reopened.recentQueries(limit: 10).map(\.text) == ["heat", "alien"])
    }
}
