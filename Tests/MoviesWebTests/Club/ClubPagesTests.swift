import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The profile's Follow and Block forms and the lists of follows, as a person at a browser meets them.
@Suite struct ClubPagesTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aProfileOffersFollowAndCountsFollowers() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (Browser(client), Browser(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let before = try await bob.get("/u/ana")
            #expect(before.text.contains("action=\"/u/ana/follow\"") && before.text.contains("action=\"/u/ana/block\""))
            let followed = try await bob.post("/u/ana/follow", [:])
            #expect(followed.status == .seeOther && followed.headers[.location] == "/u/ana")
            let after = try await bob.get("/u/ana")
            #expect(after.text.contains("action=\"/u/ana/unfollow\""))
            #expect(after.text.contains("href=\"/u/ana/followers\"><strong>1</strong> follower</a>"))
            let followers = try await client.execute(uri: "/u/ana/followers", method: .get)
            #expect(followers.status == .ok && followers.text.contains("href=\"/u/bob\""))
            #expect(try await ana.get("/u/bob").text.contains("Follows you"))
            #expect(!(try await ana.get("/u/ana")).text.contains("action=\"/u/ana/follow\""), "not on one's own")
            let signedOut = try await client.execute(uri: "/u/ana/follow", method: .post)
            #expect(signedOut.status != .ok)
        }
    }

    @Test func aBlockIsUndoneFromTheBlockedMembersList() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (Browser(client), Browser(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            #expect(try await ana.post("/u/bob/block", [:]).status == .seeOther)
            let profile = try await ana.get("/u/bob")
            #expect(profile.text.contains("You blocked bob") && profile.text.contains("action=\"/u/bob/unblock\""))
            #expect(try await bob.get("/u/ana").status == .notFound)
            let list = try await ana.get("/settings/blocked")
            #expect(list.status == .ok && list.text.contains("href=\"/u/bob\""))
            let unblocked = try await ana.post("/u/bob/unblock", ["return": "/settings/blocked"])
            #expect(unblocked.headers[.location] == "/settings/blocked")
            #expect(try await ana.get("/settings/blocked").text.contains("You have blocked nobody."))
            #expect(try await bob.get("/u/ana").status == .ok)
        }
    }
}
