import Foundation
import GRDB
import MoviesDomain
import Testing

@testable import MoviesData
@testable import MoviesSQLite

@Suite struct GroupCommitRecentQueriesRepositoryTests {
    let database = try! SQLiteStore.inMemory()

    func save(_ texts: [String], in repository: GroupCommitRecentQueriesRepository) async throws {
        for text in texts { try await repository.save(try MovieQuery(text)) }
    }

    @Test func newestComesFirst() async throws {
        let repository = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database))
        try await save(["alien", "heat", "up"], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["up", "heat", "alien"])
        #expect(try await repository.recentQueries(limit: 2).map(\.text) == ["up", "heat"])
    }

    @Test func repeatedQueryMovesToTheTopWithItsNewestSpelling() async throws {
        let repository = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database))
        try await save(["star wars", "heat", "  Star   WARS "], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["Star WARS", "heat"])
    }

    @Test func keepsAtMostItsCapacity() async throws {
        let repository = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database), capacity: 3)
        try await save(["a", "b", "c", "d", "e"], in: repository)
        #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["e", "d", "c"])
    }

    @Test func defaultCapacityIsTen() async throws {
        let repository = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database))
        try await save((1...12).map { "query \($0)" }, in: repository)
        let queries = try await repository.recentQueries(limit: 100)
        #expect(queries.count == 10)
        #expect(queries.first?.text == "query 12")
    }

    @Test func ownersDoNotSeeEachOthersQueries() async throws {
        let ann = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: database), owner: "ann")
        let bob = GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: database), owner: "bob", capacity: 1)
        try await save(["alien"], in: ann)
        try await save(["heat", "up"], in: bob)
        #expect(try await ann.recentQueries(limit: 10).map(\.text) == ["alien"])
        #expect(try await bob.recentQueries(limit: 10).map(\.text) == ["up"])
    }

    @Test func whenFullNewcomersAreNotRememberedAndNobodyLosesTheirHistory() async throws {
        let owners = (0..<5).map {
            GroupCommitRecentQueriesRepository(
                saves: RecentQuerySaves(store: database), owner: "v\($0)", capacity: 3, totalCapacity: 6)
        }
        for owner in owners { try await save(["alien", "heat"], in: owner) }
        let counts = try await owners.asyncMap { try await $0.recentQueries(limit: 10).count }
        #expect(counts == [2, 2, 2, 0, 0])
        // A returning owner's list rolls over at the total instead of growing or taking others' rows.
        try await save(["up"], in: owners[0])
        #expect(try await owners[0].recentQueries(limit: 10).map(\.text) == ["up", "heat"])
        #expect(try await owners[1].recentQueries(limit: 10).map(\.text) == ["heat", "alien"])
    }

    @Test func queriesNotSearchedAgainWithinTheRetentionExpire() async throws {
        let old = GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: database), owner: "old", retention: 0.05)
        try await save(["alien"], in: old)
        try await Task.sleep(for: .milliseconds(100))
        try await save(
            ["heat"],
            in: GroupCommitRecentQueriesRepository(
                saves: RecentQuerySaves(store: database), owner: "new", retention: 0.05))
        #expect(try await old.recentQueries(limit: 10).isEmpty)
    }

    @Test func aBackgroundSaveReturnsWhileAnotherProcessHoldsTheLockAndLandsAfter() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let file = try SQLiteStore.open(at: url)
        let saves = RecentQuerySaves(store: file)
        let repository = GroupCommitRecentQueriesRepository(saves: saves, owner: "ann", saving: .background)
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

    @Test func queriesSurviveReopeningTheFile() async throws {
        let url = try CatalogFixtures.temporaryDirectory().appendingPathComponent("movies.sqlite")
        try await save(
            ["amelie"],
            in: GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: try SQLiteStore.open(at: url))))
        let reopened = GroupCommitRecentQueriesRepository(saves: RecentQuerySaves(store: try SQLiteStore.open(at: url)))
        #expect(try await reopened.recentQueries(limit: 10).map(\.text) == ["amelie"])
    }
}

extension Sequence {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
