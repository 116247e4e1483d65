import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

/// A review is public; its watch is the diary's. A private diary's review says no day, rewatch or like on
/// any surface (the film's reviews, the profile, the activity feed), and what a block hides is out of what
/// is counted: the reviews of a film, the comments under a review.
@Suite struct PrivateDiaryReviewsTests {
    /// Bob's second watch of The Dark Knight, liked, reviewed.
    func review(by bob: MemberClient) async throws -> String {
        _ = try await bob.send(.post, "/api/diary", json: ["film": "catalog:17738", "day": "2024-03-11", "rating": 7])
        let logged = try await bob.send(
            .post, "/api/diary",
            json: ["film": "catalog:17738", "day": "2024-03-12", "rating": 9, "liked": true, "review": "Tense."])
        #expect(logged.status == .created, "\(logged.text)")
        let written = try await bob.send(.get, "/api/movies/catalog:17738/reviews")
        return try #require((written.json?["results"] as? [[String: Any]])?.first?["watch"] as? String)
    }

    func reviews(_ response: TestResponse) -> [[String: Any]] {
        response.json?["results"] as? [[String: Any]] ?? []
    }

    @Test func aPrivateDiarysReviewSaysNoDayRewatchOrLikeAnywhere() async throws {
        try await WebTestApp.make(settings: WebTestApp.servingFeeds).test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (bob, "bob")] { _ = try await member.signUp(name) }
            _ = try await review(by: bob)
            _ = try await ana.send(.put, "/api/members/bob/follow")

            for viewer in [ana, MemberClient(client)] {
                let film = reviews(try await viewer.send(.get, "/api/movies/catalog:17738/reviews"))
                #expect(film.count == 1 && film.first?["day"] == nil, "\(film)")
                let profile = try await viewer.send(.get, "/api/members/bob")
                #expect(!profile.text.contains("2024-03-12"), "\(profile.text.prefix(600))")
                let page = try await viewer.send(.get, "/movies/17738")
                #expect(!page.text.contains("March 12, 2024") && page.text.contains("Tense."))
            }
            let feed = try await client.execute(uri: "/u/bob/activity.rss", method: .get)
            #expect(feed.status == .ok && feed.text.contains("Tense."), "\(feed.text.prefix(400))")
            #expect(!feed.text.contains("rewatch") && !feed.text.contains("liked") && !feed.text.contains("2024-03-12"))
            let mine = reviews(try await bob.send(.get, "/api/movies/catalog:17738/reviews"))
            #expect(mine.first?["day"] as? String == "2024-03-12", "its member sees their own day")

            _ = try await bob.send(.put, "/api/diary/visibility", json: ["public": true])
            let open = reviews(try await ana.send(.get, "/api/movies/catalog:17738/reviews"))
            #expect(open.first?["day"] as? String == "2024-03-12", "a public diary's review says its day")
            #expect(try await ana.send(.get, "/movies/17738").text.contains("March 12, 2024"), "and the page says so")
            let told = try await client.execute(uri: "/u/bob/activity.rss", method: .get).text
            #expect(told.contains("rewatch") && told.contains("liked"), "\(told.prefix(800))")
        }
    }

    @Test func whatABlockHidesIsOutOfTheCounts() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob, cyd, dee) = (
                MemberClient(client), MemberClient(client), MemberClient(client), MemberClient(client)
            )
            for (member, name) in [(ana, "ana"), (bob, "bob"), (cyd, "cyd"), (dee, "dee")] {
                _ = try await member.signUp(name)
            }
            let id = try await review(by: bob)
            _ = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "The score!"])
            _ = try await cyd.send(.post, "/api/comments", json: ["on": id, "text": "Agreed."])
            _ = try await cyd.send(.put, "/api/movies/catalog:17738/review", json: ["rating": 3, "text": "Long."])
            #expect(try await dee.send(.put, "/api/members/cyd/block").status == .ok)

            let seen = try await dee.send(.get, "/api/movies/catalog:17738/reviews")
            #expect(seen.json?["count"] as? Int == 1 && seen.json?["averageRating"] as? Double == 9, "\(seen.text)")
            let bobs = reviews(seen).first { $0["author"] as? String == "bob" }
            #expect(bobs?["comments"] as? Int == 1, "cyd's comment is not counted for dee")
            let page = try await dee.send(.get, "/movies/17738")
            #expect(page.text.contains("1 review") && !page.text.contains("2 reviews"))

            let everyone = try await ana.send(.get, "/api/movies/catalog:17738/reviews")
            #expect(everyone.json?["count"] as? Int == 2 && everyone.json?["averageRating"] as? Double == 6)
            #expect(reviews(everyone).first { $0["author"] as? String == "bob" }?["comments"] as? Int == 2)
        }
    }
}
