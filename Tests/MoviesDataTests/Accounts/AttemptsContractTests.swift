import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about counted attempts: a limit holds across servers and concurrency, and
/// no number of other keys ever clears one.
@Suite(.serialized) struct AttemptsContractTests {
    let name = AttemptLimit(key: "password:ana", count: 5, window: 900)
    let address = AttemptLimit(key: "password-from:192.0.2.7", count: 30, window: 900)

    @Test(arguments: StoreKind.available)
    func theSixthAttemptIsRefusedUntilTheFirstLeavesTheWindow(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let store = try await database.open()
            let start = Date(timeIntervalSince1970: 1_000_000)
            for second in 0..<5 {
                #expect(try await store.countAttempt(under: [name], at: start + Double(second)) == nil)
            }
            let other = try await database.open()
            let refused = try await other.countAttempt(under: [name], at: start + 60)
            #expect(refused == start + 900, "room again when the first attempt is 15 minutes old")
            #expect(try await other.countAttempt(under: [name], at: start + 900.5) == nil)
            #expect(try await other.countAttempt(under: [name], at: start + 900.6) != nil, "full again")
        }
    }

    @Test(arguments: StoreKind.available) func fortyAttemptsAtOnceOnTwoServersCountFive(_ kind: StoreKind) async throws
    {
        try await kind.withDatabase { database in
            let servers = [try await database.open(), try await database.open()]
            let now = Date()
            let counted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        try await servers[index % 2].countAttempt(under: [name], at: now + Double(index) / 1000) == nil
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(counted == 5)
        }
    }

    @Test(arguments: StoreKind.available) func aRefusedAttemptCountsUnderNoKey(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = Date(timeIntervalSince1970: 2_000_000)
            for index in 0..<5 { _ = try await store.countAttempt(under: [name, address], at: now + Double(index)) }
            #expect(try await store.countAttempt(under: [name, address], at: now + 10) != nil)
            let bob = AttemptLimit(key: "password:bob", count: 5, window: 900)
            for index in 0..<25 {
                #expect(try await store.countAttempt(under: [bob, address], at: now + 20 + Double(index)) == nil)
                if index.isMultiple(of: 4) { try await store.forgetAttempts(under: bob.key) }
            }
            #expect(try await store.countAttempt(under: [bob, address], at: now + 60) != nil, "30 from the address")
        }
    }

    @Test(arguments: StoreKind.available) func forgettingTakesBackOneAttemptOrAll(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = Date(timeIntervalSince1970: 3_000_000)
            for index in 0..<5 { _ = try await store.countAttempt(under: [name], at: now + Double(index)) }
            try await store.forgetAttempt(under: name.key, at: now + 4)
            #expect(try await store.countAttempt(under: [name], at: now + 10) == nil, "the fifth place is free again")
            #expect(try await store.countAttempt(under: [name], at: now + 11) != nil)
            try await store.forgetAttempts(under: name.key)
            #expect(try await store.countAttempt(under: [name], at: now + 12) == nil)
        }
    }

    @Test(arguments: StoreKind.available) func manyOtherKeysNeverClearALockedOne(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = Date(timeIntervalSince1970: 4_000_000)
            for index in 0..<5 { _ = try await store.countAttempt(under: [name], at: now + Double(index)) }
            for index in 0..<300 {
                let madeUp = AttemptLimit(key: "password:made-up-\(index)", count: 5, window: 900)
                _ = try await store.countAttempt(under: [madeUp], at: now + 5 + Double(index) / 100)
            }
            #expect(try await store.countAttempt(under: [name], at: now + 60) != nil)
            #expect(try await store.countAttempt(under: [name], at: now + 2 * 86_400) == nil, "a day later: room")
        }
    }
}
