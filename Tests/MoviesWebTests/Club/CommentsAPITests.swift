import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

/// Comments through the API and the pages: written under a review or list, counted beside the review,
/// edited by their author, deleted by their author or the owner, refused across a block.
@Suite struct CommentsAPITests {
    typealias Browser = MemberPagesTests.Browser

    /// Bob's review of The Dark Knight: its id (its watch's).
    func review(by bob: MemberClient) async throws -> String {
        let written = try await bob.send(
            .put, "/api/movies/catalog:17738/review", json: ["rating": 8, "text": "Tense."])
        return try #require(written.json?["watch"] as? String)
    }

    func texts(_ response: TestResponse) -> [String] {
        (response.json?["comments"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
    }

    @Test func commentsAreWrittenCountedEditedAndDeletedByWhoMay() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob, cyd) = (MemberClient(client), MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (bob, "bob"), (cyd, "cyd")] { _ = try await member.signUp(name) }
            let id = try await review(by: bob)

            let made = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "  The score!  "])
            #expect(made.status == .created && made.json?["text"] as? String == "The score!")
            #expect(made.json?["author"] as? String == "ana" && made.json?["kind"] as? String == "review")
            let comment = try #require(made.json?["id"] as? String)
            _ = try await cyd.send(.post, "/api/comments", json: ["on": id, "text": "Agreed."])

            let thread = try await client.execute(uri: "/api/comments?on=\(id)", method: .get)
            #expect(thread.status == .ok && texts(thread) == ["The score!", "Agreed."])
            #expect((thread.json?["review"] as? [String: Any])?["text"] as? String == "Tense.")
            let reviews = try await client.execute(uri: "/api/movies/catalog:17738/reviews", method: .get)
            #expect((reviews.json?["results"] as? [[String: Any]])?.first?["comments"] as? Int == 2)

            let stolen = try await cyd.send(.put, "/api/comments/\(comment)", json: ["text": "Mine now."])
            #expect(stolen.status == .forbidden && stolen.errorCode == "not_yours")
            let edited = try await ana.send(.put, "/api/comments/\(comment)", json: ["text": "The score."])
            #expect(edited.status == .ok && edited.json?["edited"] != nil)
            #expect(try await cyd.send(.delete, "/api/comments/\(comment)").status == .forbidden)
            #expect(try await bob.send(.delete, "/api/comments/\(comment)").status == .noContent, "the review's owner")
            #expect(try await ana.send(.get, "/api/comments/\(comment)").status == .notFound)

            let empty = try await ana.send(.post, "/api/comments", json: ["on": id, "text": " "])
            #expect(empty.status == .badRequest && empty.errorCode == "invalid_text")
            let long = try await ana.send(
                .post, "/api/comments", json: ["on": id, "text": String(repeating: "a", count: 2_001)])
            #expect(long.status == .badRequest)
            #expect(
                try await ana.send(.post, "/api/comments", json: ["on": "nothing", "text": "Hi"]).status == .notFound)
            #expect(try await client.execute(uri: "/api/comments", method: .get).status == .badRequest)
            let signedOut = try await client.execute(uri: "/api/comments", method: .post)
            #expect(signedOut.status == .unauthorized || signedOut.status == .unsupportedMediaType)
        }
    }

    /// On a clock of its own (a second a comment), however long the requests take.
    @Test func aMemberWritesThirtyAMinuteThenIsToldToWait() async throws {
        try await WebTestApp.make(now: TestClock().now).test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let id = try await review(by: bob)
            for number in 1...30 {
                let made = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "\(number)"])
                #expect(made.status == .created, "comment \(number)")
            }
            let refused = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "31"])
            #expect(refused.status == .tooManyRequests && refused.errorCode == "too_many_comments")
            #expect(refused.headers[.retryAfter] != nil)
        }
    }

    @Test func aBlockKeepsEachFromTheOthersThings() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let id = try await review(by: bob)
            _ = try await bob.send(.put, "/api/members/ana/block")
            let silent = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "Hi"])
            #expect(silent.status == .notFound, "the blocked member meets nothing there")
            #expect(try await ana.send(.get, "/api/comments?on=\(id)").status == .notFound)
            _ = try await bob.send(.delete, "/api/members/ana/block")
            _ = try await ana.send(.put, "/api/members/bob/block")
            let told = try await ana.send(.post, "/api/comments", json: ["on": id, "text": "Hi"])
            #expect(told.status == .conflict && told.errorCode == "blocked")
        }
    }

    @Test func aReviewsPageShowsItsCommentsAndTheFormWritesOne() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (Browser(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let id = try await review(by: bob)
            let film = try await ana.get("/movies/catalog:17738")
            #expect(film.text.contains("href=\"/reviews/\(id)\""), "the review links its comments")

            let page = try await client.execute(uri: "/reviews/\(id)", method: .get)
            #expect(page.status == .ok && page.text.contains("Tense.") && page.text.contains("No comments yet."))
            #expect(page.text.contains("Sign in to comment."))
            let posted = try await ana.post(
                "/comments", ["on": id, "text": "<b>Bold</b> claim", "return": "/reviews/\(id)"])
            #expect(posted.status == .seeOther)
            #expect(posted.headers[.location]?.hasPrefix("/reviews/\(id)#comment-") == true)
            let after = try await ana.get("/reviews/\(id)")
            #expect(after.text.contains("&lt;b&gt;Bold&lt;/b&gt; claim") && after.text.contains("1 comment"))
            #expect(after.text.contains("/edit\"") && after.text.contains("/delete\""))
            #expect(try await client.execute(uri: "/reviews/nothing", method: .get).status == .notFound)
        }
    }
}
