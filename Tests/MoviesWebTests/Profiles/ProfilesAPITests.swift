import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A member's profile and favourites through the API: four at most, in order, and a profile that shows a
/// visitor only what is public.
@Suite struct ProfilesAPITests {
    func titles(_ response: TestResponse, _ key: String = "favourites") -> [String] {
        (response.json?[key] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
    }

    @Test func favouritesAreFourAtMostInOrderAndShowOnTheProfile() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            for film in ["47703", "184768", "17738", "1009788"] {
                #expect(try await ana.send(.put, "/api/me/favourites/\(film)").status == .ok, "\(film)")
            }
            let full = try await ana.send(.put, "/api/me/favourites/42198")
            #expect(full.status == .conflict && full.errorCode == "favourites_conflict")
            let again = try await ana.send(.put, "/api/me/favourites/47703")
            #expect(again.status == .conflict)
            let removed = try await ana.send(.delete, "/api/me/favourites/184768")
            #expect(removed.status == .ok && titles(removed).count == 3)
            let notOne = try await ana.send(.delete, "/api/me/favourites/184768")
            #expect(notOne.status == .notFound && notOne.errorCode == "not_favourite")
            let bad = try await ana.send(.put, "/api/me/favourites/nope")
            #expect(bad.status == .badRequest)
            #expect(try await client.execute(uri: "/api/me/favourites", method: .get).status == .unauthorized)

            _ = try await ana.send(.put, "/api/movies/17738/review", json: ["rating": 9])
            let profile = try await client.execute(uri: "/api/members/ana", method: .get)
            let favourites = try await ana.send(.get, "/api/me/favourites")
            #expect(profile.status == .ok && titles(profile) == titles(favourites) && titles(profile).count == 3)
            let counts = profile.json?["counts"] as? [String: Any]
            #expect(
                counts?["reviews"] as? Int == 1 && counts?["films"] == nil, "how much a private diary holds is its own")
            let own = try await ana.send(.get, "/api/members/ana").json?["counts"] as? [String: Any]
            #expect(own?["films"] as? Int == 1, "the review is a watch of no day")
            #expect(profile.json?["recentWatches"] == nil, "a private diary's watches are left out")
            #expect((profile.json?["reviews"] as? [[String: Any]])?.count == 1)
            #expect(try await client.execute(uri: "/api/members/nobody", method: .get).status == .notFound)
        }
    }
}
