import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Following and blocking through the API: one-way follows with counts on the profile, lists as the
/// caller may see them, and a block the blocked member meets as a member who is not there.
@Suite struct ClubAPITests {
    func names(_ response: TestResponse) -> [String] {
        (response.json?["members"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    }

    @Test func followsAreOneWayCountedAndListed() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let followed = try await bob.send(.put, "/api/members/ana/follow")
            #expect(followed.status == .ok && followed.json?["changed"] as? Bool == true)
            #expect(followed.json?["notice"] as? String == "You follow ana now.")
            #expect(try await bob.send(.put, "/api/members/ANA/follow").json?["changed"] as? Bool == false)

            let profile = try await bob.send(.get, "/api/members/ana")
            #expect((profile.json?["follows"] as? [String: Any])?["followers"] as? Int == 1)
            let standing = profile.json?["standing"] as? [String: Any]
            #expect(standing?["following"] as? Bool == true && standing?["followsYou"] as? Bool == false)
            let back = try await ana.send(.get, "/api/members/bob")
            #expect((back.json?["standing"] as? [String: Any])?["followsYou"] as? Bool == true)
            #expect(try await client.execute(uri: "/api/members/ana", method: .get).json?["standing"] == nil)

            let followers = try await client.execute(uri: "/api/members/ana/followers", method: .get)
            #expect(
                followers.status == .ok && names(followers) == ["bob"] && followers.json?["totalCount"] as? Int == 1)
            #expect(names(try await client.execute(uri: "/api/members/bob/following", method: .get)) == ["ana"])
            #expect(try await bob.send(.delete, "/api/members/ana/follow").json?["changed"] as? Bool == true)
            #expect(names(try await client.execute(uri: "/api/members/ana/followers", method: .get)).isEmpty)

            let oneself = try await ana.send(.put, "/api/members/ana/follow")
            #expect(oneself.status == .badRequest && oneself.errorCode == "cannot_follow_self")
            #expect(try await ana.send(.put, "/api/members/nobody/follow").status == .notFound)
            #expect(try await client.execute(uri: "/api/members/ana/follow", method: .put).status == .unauthorized)
        }
    }

    @Test func aBlockedMemberMeetsTheBlockerAsNobody() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            _ = try await bob.send(.put, "/api/members/ana/follow")
            _ = try await ana.send(.put, "/api/members/bob/follow")
            let blocked = try await ana.send(.put, "/api/members/bob/block")
            #expect(blocked.status == .ok && blocked.json?["changed"] as? Bool == true)

            // Bob is told nothing: Ana is as a name nobody has.
            for (method, uri) in [
                (HTTPRequest.Method.get, "/api/members/ana"), (.get, "/api/members/ana/followers"),
                (.put, "/api/members/ana/follow"),
            ] {
                let answer = try await bob.send(method, uri)
                #expect(answer.status == .notFound && answer.errorCode == "not_found", "\(method) \(uri)")
            }
            #expect(try await client.execute(uri: "/api/members/ana", method: .get).status == .ok)

            // Ana sees whom she blocked, and nothing of what he does.
            let seen = try await ana.send(.get, "/api/members/bob")
            #expect((seen.json?["standing"] as? [String: Any])?["blocked"] as? Bool == true)
            #expect((seen.json?["follows"] as? [String: Any])?["followers"] as? Int == 0, "the follows ended")
            let refollow = try await ana.send(.put, "/api/members/bob/follow")
            #expect(refollow.status == .conflict && refollow.errorCode == "blocked")
            #expect(names(try await ana.send(.get, "/api/me/blocked")) == ["bob"])
            #expect(try await ana.send(.delete, "/api/members/bob/block").json?["changed"] as? Bool == true)
            #expect(try await bob.send(.get, "/api/members/ana").status == .ok)
            #expect(names(try await ana.send(.get, "/api/me/blocked")).isEmpty)
        }
    }
}
