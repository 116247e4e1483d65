import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// For you through the API and the pages: what it needs first, then films from the member's ratings with
/// why, a film set aside for good (and brought back), and a row on the home page.
@Suite struct ForYouAPITests {
    func films(_ response: TestResponse) -> [[String: Any]] {
        response.json?["films"] as? [[String: Any]] ?? []
    }

    @Test func forYouIsMadeFromTheMembersRatingsAndAFilmSetAsideStaysAway() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let early = try await ana.send(.get, "/api/for-you")
            #expect(early.status == .ok && early.json?["ratingsNeeded"] as? Int == 10 && films(early).count == 20)

            let found = try await client.execute(uri: "/api/search?q=star", method: .get)
            let rated = ((found.json?["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
                .prefix(10)
            #expect(rated.count == 10)
            for (index, film) in rated.enumerated() {
                let logged = try await ana.send(
                    .post, "/api/diary", json: ["film": film, "day": "unknown", "rating": index < 3 ? 10 : 4])
                #expect(logged.status == .created, "\(film): \(logged.text)")
            }
            let picked = try await ana.send(.get, "/api/for-you")
            #expect(picked.json?["personal"] as? Bool == true && films(picked).count == 20)
            let ids = films(picked).compactMap { $0["id"] as? String }
            #expect(Set(ids).isDisjoint(with: rated), "nothing watched comes back")
            let home = try await ana.send(.get, "/")
            #expect(home.text.contains("href=\"/for-you\""), "a row on the home page once they are hers")
            let first = try #require(ids.first)
            #expect(try await ana.send(.put, "/api/for-you/dismissed/\(first)").status == .noContent)
            #expect(!films(try await ana.send(.get, "/api/for-you")).contains { $0["id"] as? String == first })
            #expect(try await ana.send(.delete, "/api/for-you/dismissed/\(first)").status == .noContent)
            #expect(try await ana.send(.put, "/api/for-you/dismissed/nonsense").status == .badRequest)
            #expect(try await client.execute(uri: "/api/for-you", method: .get).status == .unauthorized)
        }
    }

    @Test func withTooFewRatingsTheGenresMostWatchedAreShown() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let horror = try await client.execute(uri: "/api/discover?genre=horror&sort=rating", method: .get)
            let watched = ((horror.json?["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
                .prefix(3)
            #expect(watched.count == 3)
            for film in watched {
                let logged = try await ana.send(
                    .post, "/api/diary", json: ["film": film, "day": "unknown", "rating": 8])
                #expect(logged.status == .created, "\(film): \(logged.text)")
            }
            let early = try await ana.send(.get, "/api/for-you")
            #expect(early.json?["ratingsNeeded"] as? Int == 7)
            let genres = films(early).compactMap { ($0["why"] as? [[String: Any]])?.first?["genre"] as? String }
            #expect(genres.count == 20 && genres.contains("horror"), "\(genres)")
            let ids = films(early).compactMap { $0["id"] as? String }
            #expect(Set(ids).isDisjoint(with: watched), "nothing watched comes back")
        }
    }

    @Test func thePageSaysWhyAndSetsAFilmAsideWithAnUndo() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberPagesTests.Browser(client)
            _ = try await ana.signUp("ana")
            let early = try await ana.get("/for-you")
            #expect(early.status == .ok && early.text.contains("Rate 10 more films"))
            let page = try await ana.get("/for-you")
            let film = try #require(page.text.firstMatch(of: /name="film" value="([^"]+)"/)?.output.1)
            let aside = try await ana.post("/for-you/dismiss", ["film": String(film), "title": "That film"])
            #expect(aside.status == .ok && aside.text.contains("“That film” will not be suggested again."))
            #expect(aside.text.contains("action=\"/for-you/undo\"") && !aside.text.contains("value=\"\(film)\" >"))
            #expect(!(try await ana.get("/").text.contains("href=\"/for-you\"")), "no row before the films are hers")
            #expect(try await client.execute(uri: "/for-you", method: .get).status == .seeOther)
        }
    }
}
