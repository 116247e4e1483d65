import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// What every store promises about recent queries, through the repository the app uses.
@Suite struct RecentQueriesContractTests {
    func repository(
        _ store: any MoviesStore, owner: String = "", capacity: Int = 10, totalCapacity: Int = 100_000,
        retention: TimeInterval = 3600, now: @escaping @Sendable () -> Date = Date.init
    ) -> GroupCommitRecentQueriesRepository {
        GroupCommitRecentQueriesRepository(
            saves: RecentQuerySaves(store: store), owner: owner, capacity: capacity, totalCapacity: totalCapacity,
            retention: retention, now: now)
    }

    func save(_ texts: [String], in repository: GroupCommitRecentQueriesRepository) async throws {
        for text in texts { try await repository.save(try MovieQuery(text)) }
    }

    @Test(arguments: StoreKind.available) func newestComesFirst(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let repository = repository(try await database.open())
            try await save(["alien", "heat", "up"], in: repository)
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["up", "heat", "alien"])
            #expect(try await repository.recentQueries(limit: 2).map(\.text) == ["up", "heat"])
        }
    }

    @Test(arguments: StoreKind.available)
    func repeatedQueryMovesToTheTopWithItsNewestSpelling(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let repository = repository(try await database.open())
            try await save(["star wars", "heat", "  Star   WARS "], in: repository)
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["Star WARS", "heat"])
        }
    }

    @Test(arguments: StoreKind.available)
    func oneQueryOrAllAreForgottenForTheirOwnerOnly(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = repository(store, owner: "ann", capacity: 3, totalCapacity: 5)
            let bob = repository(store, owner: "bob", capacity: 3, totalCapacity: 5)
            try await save(["alien", "heat", "star wars"], in: ann)
            try await save(["heat", "up"], in: bob)
            try await ann.remove(try MovieQuery("  HEAT "))
            try await ann.remove(try MovieQuery("never searched"))
            #expect(try await ann.recentQueries(limit: 10).map(\.text) == ["star wars", "alien"])
            #expect(try await bob.recentQueries(limit: 10).map(\.text) == ["up", "heat"])
            try await ann.removeAll()
            #expect(try await ann.recentQueries(limit: 10).isEmpty)
            #expect(try await bob.recentQueries(limit: 10).count == 2)
            // What was forgotten no longer counts against the total: three new queries fit beside Bob's two.
            try await save(["a", "b", "c"], in: ann)
            #expect(try await ann.recentQueries(limit: 10).map(\.text) == ["c", "b", "a"])
        }
    }

    @Test(arguments: StoreKind.available) func eachOwnerKeepsAtMostItsCapacity(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = repository(store, owner: "ann", capacity: 3)
            let bob = repository(store, owner: "bob")
            try await save(["a", "b", "c", "d", "e"], in: ann)
            try await save((1...12).map { "query \($0)" }, in: bob)
            #expect(try await ann.recentQueries(limit: 10).map(\.text) == ["e", "d", "c"])
            let bobs = try await bob.recentQueries(limit: 100)
            #expect(bobs.count == 10)
            #expect(bobs.first?.text == "query 12")
        }
    }

    @Test(arguments: StoreKind.available)
    func whenFullNewcomersAreNotRememberedAndNobodyLosesTheirHistory(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let owners = (0..<5).map { repository(store, owner: "v\($0)", capacity: 3, totalCapacity: 6) }
            var counts: [Int] = []
            for owner in owners {
                try await save(["alien", "heat"], in: owner)
                counts.append(try await owner.recentQueries(limit: 10).count)
            }
            #expect(counts == [2, 2, 2, 0, 0])
            // A returning owner's list rolls over at the total instead of growing or taking others' rows.
            try await save(["up"], in: owners[0])
            #expect(try await owners[0].recentQueries(limit: 10).map(\.text) == ["up", "heat"])
            #expect(try await owners[1].recentQueries(limit: 10).map(\.text) == ["heat", "alien"])
        }
    }

    @Test(arguments: StoreKind.available)
    func queriesNotSearchedAgainWithinTheRetentionExpire(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let start = Date()
            let old = repository(store, owner: "old", now: { start })
            try await save(["alien"], in: old)
            // An hour and a second later, another owner's save expires what was not searched since.
            try await save(["heat"], in: repository(store, owner: "new", now: { start + 3601 }))
            #expect(try await old.recentQueries(limit: 10).isEmpty)
        }
    }

    /// Saves through two servers sharing the store, arriving together: every one is kept, each owner's
    /// list holds at most its capacity, and either server reads what the other saved.
    @Test(arguments: StoreKind.available)
    func concurrentSavesThroughTwoServersAreAllKept(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let (first, second) = (try await database.open(), try await database.open())
            let owners = (0..<8).map { "visitor-\($0)" }
            try await withThrowingTaskGroup { group in
                for (index, owner) in owners.enumerated() {
                    let repository = repository(index.isMultiple(of: 2) ? first : second, owner: owner)
                    for query in 0..<12 {
                        group.addTask { try await repository.save(try MovieQuery("\(owner) film \(query)")) }
                    }
                }
                try await group.waitForAll()
            }
            for (index, owner) in owners.enumerated() {
                let other = repository(index.isMultiple(of: 2) ? second : first, owner: owner)
                let queries = try await other.recentQueries(limit: 100)
                #expect(queries.count == 10, "\(owner)")
            }
        }
    }

    @Test(arguments: StoreKind.available) func queriesSurviveReopening(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            try await save(["amelie"], in: repository(try await database.open()))
            #expect(try await repository(try await database.open()).recentQueries(limit: 10).map(\.text) == ["amelie"])
        }
    }
}

/// A visitor signing in: its recent queries join the account's.
@Suite struct RecentQueriesMoveContractTests {
    @Test(arguments: StoreKind.available)
    func aVisitorsQueriesJoinTheAccountsNewestFirstEachOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let saves = RecentQuerySaves(store: store)
            func repository(_ owner: String) -> GroupCommitRecentQueriesRepository {
                GroupCommitRecentQueriesRepository(
                    saves: saves, owner: owner, capacity: 4, totalCapacity: 1_000, retention: 3600)
            }
            for text in ["alien", "heat", "up"] { try await repository("user:ana").save(try MovieQuery(text)) }
            for text in ["HEAT", "jaws", "brazil"] { try await repository("visitor").save(try MovieQuery(text)) }
            try await store.moveRecentQueries(from: "visitor", to: "user:ana", capacity: 4)
            #expect(
                try await repository("user:ana").recentQueries(limit: 10).map(\.text) == [
                    "brazil", "jaws", "HEAT", "up",
                ])
            #expect(try await repository("visitor").recentQueries(limit: 10).isEmpty)
            try await store.moveRecentQueries(from: "nobody", to: "user:ana", capacity: 4)
            #expect(try await repository("user:ana").recentQueries(limit: 10).count == 4)
        }
    }
}
