import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct SavedAndReviewsAPITests {
    func ids(_ response: TestResponse) -> [String] {
        ((response.json?["saved"] as? [String: Any])?["results"] as? [[String: Any]])?.compactMap {
            $0["id"] as? String
        }
            ?? []
    }

    @Test func savedFilmsNeedASignedInPerson() async throws {
        try await WebTestApp.make().test(.router) { client in
            for (method, uri) in [
                (HTTPRequest.Method.get, "/api/saved"), (.put, "/api/saved/17738"), (.delete, "/api/saved/17738"),
                (.delete, "/api/saved"), (.post, "/api/saved/undo"), (.put, "/api/movies/17738/review"),
                (.delete, "/api/movies/17738/review"), (.delete, "/api/me"), (.get, "/api/me"),
            ] {
                let response = try await MemberClient(client).send(
                    method, uri, json: uri.hasSuffix("review") ? ["rating": 5] : nil)
                #expect(response.status == .unauthorized, "\(method) \(uri)")
                #expect(response.errorCode == "sign_in_required")
            }
        }
    }

    @Test func saveRemoveUndoAndRemoveAll() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            #expect(ids(try await ana.send(.put, "/api/saved/17738")) == ["catalog:17738"])
            #expect(ids(try await ana.send(.put, "/api/saved/catalog:42198")) == ["catalog:42198", "catalog:17738"])
            let removed = try await ana.send(.delete, "/api/saved/17738")
            #expect(ids(removed) == ["catalog:42198"])
            #expect((removed.json?["undoable"] as? [String: [String]]) == ["removed": ["catalog:17738"]])
            #expect(ids(try await ana.send(.post, "/api/saved/undo")) == ["catalog:42198", "catalog:17738"])
            let reset = try await ana.send(.delete, "/api/saved")
            #expect(ids(reset) == [] && reset.json?["notice"] as? String == "Removed 2 films.")
            #expect(ids(try await ana.send(.post, "/api/saved/undo")).count == 2)
            let again = try await ana.send(.delete, "/api/saved/99")
            #expect(again.status == .notFound && again.errorCode == "not_saved")
            let page = try await ana.send(.get, "/api/saved?page=1")
            #expect((page.json?["saved"] as? [String: Any])?["totalResults"] as? Int == 2)

            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            #expect(ids(try await bob.send(.get, "/api/saved")) == [], "each person has their own list")
        }
    }

    @Test(arguments: [
        ("vhs:1", "invalid_film_id", 400), ("tmdb:155", "film_unavailable", 404), ("99999999", "not_found", 404),
    ])
    func aFilmThatCannotBeSavedSaysWhy(film: String, code: String, status: Int) async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let response = try await ana.send(.put, "/api/saved/\(film)")
            #expect(response.status.code == status && response.errorCode == code)
        }
    }

    @Test func aReviewIsWrittenReplacedReadAndDeleted() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let written = try await ana.send(
                .put, "/api/movies/17738/review", json: ["rating": 7, "text": "Tense.\n<b>Great</b>", "spoilers": true])
            #expect(written.status == .ok && written.json?["stars"] as? Double == 3.5)
            #expect(written.json?["text"] as? String == "Tense.\n<b>Great</b>")
            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 9])
            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            _ = try await bob.send(.put, "/api/movies/catalog:17738/review", json: ["rating": 4])

            let reviews = try await client.execute(uri: "/api/movies/17738/reviews", method: .get)
            #expect(reviews.json?["count"] as? Int == 2 && reviews.json?["averageRating"] as? Double == 6.5)
            let authors = (reviews.json?["results"] as? [[String: Any]])?.compactMap { $0["author"] as? String }
            #expect(authors == ["bob", "ana"])

            #expect(try await ana.send(.delete, "/api/movies/17738/review").status == .noContent)
            let none = try await ana.send(.delete, "/api/movies/17738/review")
            #expect(none.status == .notFound)
            let left = try await client.execute(uri: "/api/movies/17738/reviews", method: .get)
            #expect(left.json?["count"] as? Int == 1, "bob's review stands: ana deleted only her own")
        }
    }

    @Test(
        arguments: [
            (["rating": 11], "rating", "invalid_rating"), (["rating": 0], "rating", "invalid_rating"),
            (["rating": 5, "text": String(repeating: "x", count: 5_001)], "text", "invalid_text"),
            (["text": "no rating"], "rating", "invalid_body"), (["rating": "7"], "rating", "invalid_body"),
        ] as [([String: any Sendable], String, String)])
    func aBadReviewIsA400NamingTheField(body: [String: any Sendable], field: String, code: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let response = try await ana.send(.put, "/api/movies/17738/review", json: body)
            #expect(response.status == .badRequest && response.errorCode == code)
            #expect((response.json?["error"] as? [String: Any])?["field"] as? String == field)
        }
    }
}
