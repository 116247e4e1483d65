import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// To the member they blocked, a blocker is a name nobody has, everywhere: each answer is the one an
/// unknown name gets, so a block is never told.
@Suite struct BlockerAsNobodyTests {
    @Test func theBlockerAnswersAsAnUnknownNameDoes() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (alice, bob) = (MemberClient(client), MemberClient(client))
            _ = try await alice.signUp("alice")
            _ = try await bob.signUp("bob")
            _ = try await alice.send(.put, "/api/members/bob/follow")
            _ = try await bob.send(.put, "/api/members/alice/follow")
            _ = try await alice.send(.post, "/api/lists", json: ["title": "Noir", "public": true])
            #expect(try await alice.send(.put, "/api/members/bob/block").status == .ok)

            for name in ["alice", "nobody"] {
                let pick = try await bob.send(.get, "/api/pick?with=\(name)")
                #expect(pick.status == .badRequest && pick.errorCode == "unknown_member", "\(name): \(pick.text)")
                let block = try await bob.send(.put, "/api/members/\(name)/block")
                #expect(block.status == .notFound, "\(name): \(block.text)")
            }
            #expect(
                try await client.execute(uri: "/u/alice/lists", method: .get).status == .ok, "anyone else reads them")
            #expect(try await bob.send(.get, "/u/alice/lists").status == .notFound)
            #expect(try await bob.send(.get, "/u/nobody/lists").status == .notFound)
        }
    }
}
