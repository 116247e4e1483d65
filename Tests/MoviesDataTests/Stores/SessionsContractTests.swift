import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about sessions: any server reads any session until it expires.
@Suite struct SessionsContractTests {
    @Test(arguments: StoreKind.available) func aSessionIsReadOnAnyServerUntilItExpires(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let store = try await database.open()
            let ana = try await PeopleFixtures.add("ana", to: store)
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
        try await kind.withDatabase { database in
            let store = try await database.open()
            let ana = try await PeopleFixtures.add("ana", to: store)
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
}
