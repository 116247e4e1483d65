import Foundation
import GRDB
import MoviesDomain
import Testing

@testable import MoviesData
@testable import MoviesSQLite

/// The database file changing under a running server, as an operator or a bad disk would change it:
/// removed, replaced by a damaged file, restored. The store notices at its next look (a server looks once a
/// second; these stores look at every access) and recovers without
/// a restart; nothing is saved into a file that is gone.
@Suite struct StoreRecoveryTests {
    let url: URL
    let database: SQLiteStore

    init() throws {
        url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        database = try SQLiteStore.open(at: url, fileCheckInterval: .zero)
    }

    private func queries(_ owner: String = "ann", in database: SQLiteStore? = nil) async throws -> [String] {
        try await GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: database ?? self.database), owner: owner
        )
        .recentQueries(limit: 10).map(\.text)
    }

    private func save(_ text: String, owner: String = "ann") async throws {
        try await GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database), owner: owner).save(
            try MovieQuery(text))
    }

    /// Puts `file` at `url` in one step, as `mv` does: `url` then names another file.
    private func renameOver(_ url: URL, with file: URL) throws {
        guard rename(file.path, url.path) == 0 else { throw POSIXError(.EIO) }
    }

    /// Tries `body` every 100 ms for up to `seconds`, until it stops throwing; its last answer.
    private func eventually<T>(within seconds: Double = 5, _ body: () async throws -> T) async throws -> T {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do { return try await body() } catch  where Date() < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    @Test func aRemovedFileIsCreatedAgainAndLaterSavesAreKeptInIt() async throws {
        try await save("heat")
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        try await save("alien")
        #expect(FileManager.default.fileExists(atPath: url.path))
        // What a restart would see: the save went into the file at the path, not the removed one.
        let reopened = try SQLiteStore.open(at: url)
        #expect(try await queries(in: reopened) == ["alien"])
    }

    @Test func aDamagedFileAnswersWithAnErrorAndRecoversOnceRestored() async throws {
        try await save("heat")
        _ = try await database.connection.current().writeWithoutTransaction { try $0.checkpoint(.truncate) }
        let good = try Data(contentsOf: url)
        let damaged = url.deletingLastPathComponent().appendingPathComponent("damaged.sqlite")
        try Data(repeating: 0x5A, count: good.count).write(to: damaged)
        try renameOver(url, with: damaged)
        await #expect(throws: StorageError.notADatabase(url.path)) { try await queries() }
        // Restored byte for byte, in place: answers come back within seconds, with the history.
        try good.write(to: url)
        #expect(try await eventually { try await queries() } == ["heat"])
    }

    @Test func aFileReplacedByAnotherDatabaseIsTheOneRead() async throws {
        try await save("heat")
        let other = url.deletingLastPathComponent().appendingPathComponent("other.sqlite")
        let otherDatabase = try SQLiteStore.open(at: other)
        try await GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: otherDatabase), owner: "ann").save(
            try MovieQuery("up"))
        _ = try await otherDatabase.connection.current().writeWithoutTransaction { try $0.checkpoint(.truncate) }
        try renameOver(url, with: other)
        #expect(
            try await eventually { () async throws -> [String] in
                let found = try await queries()
                guard found == ["up"] else { throw CancellationError() }
                return found
            } == ["up"])
    }
}
