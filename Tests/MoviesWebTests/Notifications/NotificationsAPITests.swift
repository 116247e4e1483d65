import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// A member's notifications: counted in every page's header until they read `/notifications`, each leading
/// to where it happened; `/api/notifications` reads a page without marking it read, and
/// `PUT /api/notifications/read` marks.
@Suite struct NotificationsAPITests {
    @Test func theHeaderCountsNotificationsUntilTheirPageIsRead() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberPagesTests.Browser(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            #expect(!(try await ana.get("/saved").text.contains("href=\"/notifications\"")), "none, no link")

            let written = try await ana.post("/movies/17738/review", ["rating": "8", "text": "Tense."])
            #expect(written.status == .seeOther)
            let reviews = try await bob.send(.get, "/api/movies/catalog:17738/reviews")
            let review = try #require((reviews.json?["results"] as? [[String: Any]])?.first?["watch"] as? String)
            _ = try await bob.send(.post, "/api/comments", json: ["on": review, "text": "The score!"])
            _ = try await bob.send(.put, "/api/members/ana/follow")
            _ = try await ana.post("/u/bob/follow", ["return": "/u/bob"])
            _ = try await bob.send(
                .post, "/api/diary", json: ["film": "catalog:47703", "day": "2024-03-12", "with": ["ana"]])

            let page = try await ana.get("/saved")
            #expect(page.text.contains("href=\"/notifications\"") && page.text.contains("3 unread"))
            let read = try await ana.get("/notifications")
            #expect(read.status == .ok && read.text.contains("bob commented on your review of Star Wars"))
            #expect(read.text.contains("bob followed you") && read.text.contains("bob named you on their watch of"))
            #expect(read.text.contains("The score!") && read.text.contains(">New<") && read.text.contains("with you"))
            #expect(read.text.contains("href=\"/reviews/\(review)#comment-") && read.text.contains("href=\"/u/bob\""))
            #expect(!(try await ana.get("/saved").text.contains("href=\"/notifications\"")), "read: none unread")
            #expect(!(try await ana.get("/notifications").text.contains(">New<")), "no longer new")
            #expect(try await ana.get("/news").status == .seeOther, "the old address leads there")

            // The API reads without marking read; PUT marks.
            _ = try await ana.post("/u/bob/unfollow", ["return": "/u/bob"])
            _ = try await ana.post("/u/bob/follow", ["return": "/u/bob"])
            let counted = try await bob.send(.get, "/api/notifications")
            let notices = counted.json?["notifications"] as? [[String: Any]]
            #expect(counted.status == .ok && counted.json?["unread"] as? Int == 1 && notices?.count == 1)
            #expect(notices?.first?["kind"] as? String == "followed" && notices?.first?["from"] as? String == "ana")
            #expect(try await bob.send(.get, "/api/notifications").json?["unread"] as? Int == 1, "still unread")
            #expect(try await bob.send(.put, "/api/notifications/read").status == .noContent)
            #expect(try await bob.send(.get, "/api/notifications").json?["unread"] as? Int == 0)
            let beyond = try await bob.send(.get, "/api/notifications?page=2")
            let error = beyond.json?["error"] as? [String: Any]
            #expect(beyond.status == .badRequest && error?["code"] as? String == "page_out_of_range")
            #expect(try await client.execute(uri: "/api/notifications", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/notifications", method: .get).status == .seeOther)
        }
    }

    @Test func theyArePagedThirtyAPageNewestFirst() async throws {
        var settings = WebSettings()
        // Thirty-one followers signing up from one address.
        (settings.accountLimits.signUpsPerAddressPerHour, settings.accountLimits.passwordChecksPerAddressPerMinute) = (
            40, 40
        )
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let ana = MemberPagesTests.Browser(client)
            _ = try await ana.signUp("ana")
            for number in 1...31 {
                let follower = MemberClient(client)
                _ = try await follower.signUp("fan\(number)")
                #expect(try await follower.send(.put, "/api/members/ana/follow").status == .ok)
            }
            let first = try await ana.get("/notifications")
            #expect(first.text.contains("fan31 followed you") && !first.text.contains("fan1 followed you"))
            #expect(first.text.contains("1 / 2") && first.text.contains("href=\"/notifications?page=2\""))
            let second = try await ana.get("/notifications?page=2")
            #expect(second.text.contains("fan1 followed you") && !second.text.contains("fan2 followed you"))
            #expect(try await ana.get("/notifications?page=3").status == .badRequest, "no third page")
            #expect(try await ana.get("/notifications?page=two").status == .badRequest)
        }
    }
}
