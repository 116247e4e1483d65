import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about sessions: any server reads any session until it expires.
@Suite struct SessionsContractTests {
    @Test(arguments: StoreKind.available) func aSessionIsReadOnAnyServerUntilItExpires(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let store = try await database.open()
            let ana = try await MemberFixtures.add("ana", to: store)
            let expires = Date(timeIntervalSince1970: 2_000)
            try await store.setSession("k1", value: Data("one".utf8), user: ana.id, expires: expires)
            try await store.setSession("k1", value: Data("two".utf8), user: ana.id, expires: expires)
            let other = try await database.open()
            let found = try #require(try await other.session("k1", at: Date(timeIntervalSince1970: 1_000)))
            #expect(found.value == Data("two".utf8) && found.expires == expires)
            #expect(try await other.session("k1", at: Date(timeIntervalSince1970: 2_001)) == nil)
            #expect(try await other.session("k2", at: Date(timeIntervalSince1970: 1_000)) == nil)
            try await store.setSession("anonymous", value: Data(), user: nil, expires: expires)
            #expect(try await store.removeSessions(expiredBefore: Date(timeIntervalSince1970: 3_000)) == 2)
        }
    }

    @Test(arguments: StoreKind.available) func signingOutEverywhereElseKeepsOneSession(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let now = Date(timeIntervalSince1970: 0)
            for key in ["a", "b", "c"] {
                try await store.setSession(key, value: Data(key.utf8), user: ana.id, expires: .distantFuture)
            }
            try await store.removeSessions(of: ana.id, except: "b")
            #expect(try await store.session("a", at: now) == nil)
            #expect(try await store.session("c", at: now) == nil)
            #expect(try await store.session("b", at: now) != nil)
            try await store.removeSession("b")
            #expect(try await store.session("b", at: now) == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func aMembersSessionsAreListedNewestFirstAndCapped(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let bob = try await MemberFixtures.add("bob", to: store)
            for (index, key) in ["a", "b", "c", "d"].enumerated() {
                let expires = Date(timeIntervalSince1970: 10_000 + Double(index))
                try await store.setSession(key, value: Data(key.utf8), user: ana.id, expires: expires)
            }
            try await store.setSession("bob's", value: Data(), user: bob.id, expires: .distantFuture)
            let now = Date(timeIntervalSince1970: 0)
            #expect(try await store.sessions(of: ana.id, at: now).map(\.key) == ["d", "c", "b", "a"])
            #expect(
                try await store.sessions(of: ana.id, at: Date(timeIntervalSince1970: 10_002)).map(\.key) == ["d", "c"])
            try await store.removeSessions(of: ana.id, keepingNewest: 2)
            #expect(try await store.sessions(of: ana.id, at: now).map(\.key) == ["d", "c"])
            #expect(try await store.session("bob's", at: now) != nil, "another member's are not touched")
        }
    }
}
