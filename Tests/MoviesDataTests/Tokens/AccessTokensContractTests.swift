import Foundation
import MoviesData
import MoviesDomain
import Testing

/// What every store promises about access tokens: found by their digest on any server until they expire,
/// listed newest first, revoked by their member only, and ended by a new password or the account's end.
@Suite struct AccessTokensContractTests {
    static func token(
        _ id: String, of member: User, created: Double, expires: Double? = nil, scope: AccessToken.Scope = .read
    ) -> AccessToken {
        AccessToken(
            id: .init(id), member: member.id, label: "label \(id)", scope: scope,
            created: Date(timeIntervalSince1970: created), expires: expires.map(Date.init(timeIntervalSince1970:)))
    }

    @Test(arguments: StoreKind.available)
    func aTokenIsFoundByItsDigestOnAnyServerUntilItExpires(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let store = try await database.open()
            let ana = try await MemberFixtures.add("ana", to: store)
            let lasting = Self.token("a", of: ana, created: 100, scope: .readWrite)
            _ = try await store.addToken(lasting, digest: "digest-a", limit: 20)
            _ = try await store.addToken(
                Self.token("b", of: ana, created: 200, expires: 1_000), digest: "digest-b", limit: 20)
            let other = try await database.open()
            let now = Date(timeIntervalSince1970: 500)
            #expect(try await other.token(withDigest: "digest-a", at: now) == lasting)
            #expect(try await other.token(withDigest: "digest-a", at: now)?.scope == .readWrite)
            #expect(try await other.token(withDigest: "digest-b", at: Date(timeIntervalSince1970: 1_001)) == nil)
            #expect(try await other.token(withDigest: "a", at: now) == nil, "an id is not a secret")
            #expect(try await other.tokens(of: ana.id, at: now).map(\.id.rawValue) == ["b", "a"])
            #expect(try await other.tokens(of: ana.id, at: Date(timeIntervalSince1970: 2_000)).count == 1)
            #expect(try await other.token(withDigest: "digest-a", at: now)?.lastUsed == nil)
            try await other.markUsed(lasting.id, at: now)
            #expect(try await store.token(withDigest: "digest-a", at: now)?.lastUsed == now, "seen by every server")
        }
    }

    @Test(arguments: StoreKind.available)
    func onlyItsMemberRevokesATokenAndANewPasswordEndsThemAll(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ana = try await MemberFixtures.add("ana", to: store)
            let bob = try await MemberFixtures.add("bob", to: store)
            let now = Date(timeIntervalSince1970: 500)
            for id in ["a", "b"] {
                _ = try await store.addToken(Self.token(id, of: ana, created: 1), digest: "d-\(id)", limit: 20)
            }
            _ = try await store.addToken(Self.token("c", of: bob, created: 1), digest: "d-c", limit: 20)
            #expect(try await store.removeToken(.init("a"), of: bob.id) == false)
            #expect(try await store.removeToken(.init("a"), of: ana.id) == true)
            #expect(try await store.removeToken(.init("a"), of: ana.id) == false)
            #expect(try await store.tokens(of: ana.id, at: now).map(\.id.rawValue) == ["b"])

            try await store.changePasswordHash(of: ana.id, to: "another hash")
            #expect(try await store.tokens(of: ana.id, at: now).isEmpty)
            #expect(try await store.token(withDigest: "d-b", at: now) == nil)
            #expect(try await store.token(withDigest: "d-c", at: now) != nil, "another member's are kept")

            try await store.delete(bob.id)
            #expect(try await store.token(withDigest: "d-c", at: now) == nil)
            await #expect(throws: AccountError.notFound) {
                _ = try await store.addToken(Self.token("d", of: bob, created: 1), digest: "d-d", limit: 20)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func concurrentIssuesOnTwoServersNeverPassTheLimit(_ kind: StoreKind) async throws {
        try await kind.withDatabase { database in
            let first = try await database.open()
            let second = try await database.open()
            let ana = try await MemberFixtures.add("ana", to: first)
            let added = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<16 {
                    let store = index.isMultiple(of: 2) ? first : second
                    group.addTask {
                        try await store.addToken(
                            Self.token("t\(index)", of: ana, created: 1), digest: "d\(index)", limit: 5)
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(added == 5)
            #expect(try await first.tokens(of: ana.id, at: Date(timeIntervalSince1970: 2)).count == 5)
            let another = AccessToken(
                id: .init("late"), member: ana.id, label: "late", scope: .read,
                created: Date(timeIntervalSince1970: 3_000),
                expires: nil)
            #expect(try await first.addToken(another, digest: "d-late", limit: 6), "under the limit again")
        }
    }
}
