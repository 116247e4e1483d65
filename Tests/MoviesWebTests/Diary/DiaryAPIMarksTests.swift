import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What a program drawing its own screens asks of the diary: one film's watches (`/api/diary?film=`), a
/// page of films' marks (`/api/marks`), and whether the diary is public (`/api/diary/visibility`).
@Suite struct DiaryAPIMarksTests {
    @Test func oneFilmsWatchesAndAPageOfMarks() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.send(.post, "/api/diary", json: ["film": "42198", "day": "2024-03-12", "rating": 8])
            _ = try await ana.send(.post, "/api/diary", json: ["film": "42198", "day": "2024-05-01"])
            _ = try await ana.send(.post, "/api/diary", json: ["film": "17738", "day": "2024-04-01"])
            #expect(try await ana.send(.put, "/api/saved/catalog:47703").status == .ok)

            let heat = try await ana.send(.get, "/api/diary?film=catalog:42198")
            let days = (heat.json?["results"] as? [[String: Any]])?.compactMap { $0["day"] as? String }
            #expect(days == ["2024-05-01", "2024-03-12"] && heat.json?["totalResults"] as? Int == 2)
            #expect((heat.json?["filter"] as? [String: Any])?["film"] as? String == "catalog:42198")

            let marks = try await ana.send(.get, "/api/marks?films=catalog:47703,42198,catalog:11,tmdb:155")
            let films = try #require(marks.json?["films"] as? [[String: Any]])
            #expect(films.map { $0["id"] as? String } == ["catalog:47703", "catalog:42198", "catalog:11", "tmdb:155"])
            #expect(films[0]["saved"] as? Bool == true && films[0]["watched"] as? Bool == false)
            #expect(films[1]["watched"] as? Bool == true && films[1]["rating"] as? Int == 8)
            #expect(films[2]["saved"] as? Bool == false && films[2]["rating"] == nil)

            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            let theirs = try await bob.send(.get, "/api/marks?films=42198")
            #expect((theirs.json?["films"] as? [[String: Any]])?.first?["watched"] as? Bool == false, "one's own")
        }
    }

    @Test(arguments: [
        ("/api/marks", "films"), ("/api/marks?films=", "films"), ("/api/marks?films=vhs:1", "films"),
        ("/api/marks?films=" + Array(repeating: "1", count: 101).joined(separator: ","), "films"),
        ("/api/diary?film=godfather", "film"), ("/api/diary?film=", "film"), ("/api/stats?year=", "year"),
    ])
    func badInputIsA400NamingTheFieldAndAnEmptyOneIsNoneOfIt(uri: String, field: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let response = try await ana.send(.get, uri)
            #expect(response.status == .badRequest && response.errorField == field, "\(uri)")
        }
    }

    @Test func theMemberSaysWhetherTheDiaryIsPublic() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            #expect(try await ana.send(.get, "/api/diary").json?["public"] as? Bool == false)
            #expect(try await client.execute(uri: "/u/ana/diary", method: .get).status == .notFound)
            let made = try await ana.send(.put, "/api/diary/visibility", json: ["public": true])
            #expect(made.status == .ok && made.json?["public"] as? Bool == true)
            #expect(try await client.execute(uri: "/u/ana/diary", method: .get).status == .ok)
            let bad = try await ana.send(.put, "/api/diary/visibility", json: ["public": "yes"])
            #expect(bad.status == .badRequest && bad.errorField == "public")
            #expect(try await MemberClient(client).send(.get, "/api/marks?films=1").status == .unauthorized)
        }
    }
}
