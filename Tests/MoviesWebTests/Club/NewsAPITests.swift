import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What is new for a member: comments by others under their things and watches they were named on,
/// counted in every page's header until they read `/news`; `/api/news` reads without marking seen.
@Suite struct NewsAPITests {
    @Test func theHeaderCountsWhatIsNewUntilTheNewsPageIsRead() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberPagesTests.Browser(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            #expect(!(try await ana.get("/saved").text.contains("href=\"/news\"")), "nothing new, no link")

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
            #expect(page.text.contains("href=\"/news\"") && page.text.contains("2 new"), "a comment and an offer")
            let news = try await ana.get("/news")
            #expect(news.status == .ok && news.text.contains("bob on your review of Star Wars"))
            #expect(news.text.contains("The score!") && news.text.contains(">New<") && news.text.contains("with you"))
            #expect(news.text.contains("href=\"/reviews/\(review)#comment-"))
            #expect(!(try await ana.get("/saved").text.contains("href=\"/news\"")), "read: nothing new")
            #expect(!(try await ana.get("/news").text.contains(">New<")), "no longer new")

            // The API reads without marking seen; PUT marks.
            _ = try await bob.send(.post, "/api/comments", json: ["on": review, "text": "Again."])
            let counted = try await bob.send(.get, "/api/news")
            #expect(counted.status == .ok && counted.json?["comments"] as? Int == 0, "bob's own things have none")
            #expect(try await client.execute(uri: "/api/news", method: .get).status == .unauthorized)
            #expect(try await client.execute(uri: "/news", method: .get).status == .seeOther)
        }
    }
}
