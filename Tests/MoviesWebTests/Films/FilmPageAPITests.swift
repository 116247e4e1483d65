import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `GET /api/movies/{id}/page`: a film's whole page in one answer, as the member asking sees it.
@Suite struct FilmPageAPITests {
    @Test func theMemberSeesTheirSaveDiaryAndReviewOthersSeeTheFilmAlone() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            _ = try await ana.send(
                .post, "/api/diary", json: ["film": "catalog:17738", "day": "2024-03-12", "rating": 8])
            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 9, "text": "Operatic."])
            _ = try await bob.send(.put, "/api/saved/17738")

            let own = try await ana.send(.get, "/api/movies/17738/page")
            #expect(own.status == .ok)
            #expect((own.json?["movie"] as? [String: Any])?["title"] as? String == "Star Wars: Episode IV – A New Hope")
            #expect(own.json?["saved"] as? Bool == false, "logging took it out of nothing; ana never saved it")
            let diary = own.json?["diary"] as? [String: Any]
            #expect(diary?["watched"] as? Int == 1 && diary?["lastWatched"] as? String == "2024-03-12")
            #expect(diary?["rating"] as? Int == 9, "the latest rating, the review's")
            let reviews = own.json?["reviews"] as? [String: Any]
            #expect((reviews?["own"] as? [String: Any])?["text"] as? String == "Operatic.")
            #expect(reviews?["count"] as? Int == 1)
            #expect(own.json?["similar"] is [Any])

            let other = try await bob.send(.get, "/api/movies/17738/page")
            #expect(other.json?["saved"] as? Bool == true)
            #expect((other.json?["diary"] as? [String: Any])?["watched"] as? Int == 0)
            #expect((other.json?["reviews"] as? [String: Any])?["own"] == nil, "bob wrote no review")

            let nobody = try await client.execute(uri: "/api/movies/17738/page", method: .get)
            #expect(nobody.status == .ok && nobody.json?["saved"] as? Bool == false)
            let missing = try await client.execute(uri: "/api/movies/999999999/page", method: .get)
            #expect(missing.status == .notFound)
            let late = try await client.execute(uri: "/api/movies/17738/page?page=9", method: .get)
            #expect(late.status == .ok && (late.json?["reviews"] as? [String: Any])?["results"] as? [Any] != nil)
            let wrong = try await client.execute(uri: "/api/movies/17738/page?page=0", method: .get)
            #expect(wrong.status == .badRequest)
        }
    }
}
