import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

/// Watching together through the API: a watch names friends, each is offered it, accepting makes their
/// own watch with their own rating, statistics count whom one watched with; strangers are refused.
@Suite struct TogetherAPITests {
    func offers(_ response: TestResponse) -> [[String: Any]] {
        response.json?["offers"] as? [[String: Any]] ?? []
    }

    @Test func aFriendIsOfferedTheWatchAndAcceptsItWithTheirOwnRating() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob, cyd) = (MemberClient(client), MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (bob, "bob"), (cyd, "cyd")] { _ = try await member.signUp(name) }
            _ = try await ana.send(.put, "/api/members/bob/follow")
            _ = try await bob.send(.put, "/api/members/ana/follow")
            _ = try await ana.send(.put, "/api/members/cyd/follow")

            let stranger = try await ana.send(
                .post, "/api/diary", json: ["film": "catalog:17738", "day": "2024-03-12", "with": ["cyd"]])
            #expect(stranger.status == .badRequest && stranger.errorCode == "not_friends")
            let logged = try await ana.send(
                .post, "/api/diary", json: ["film": "catalog:17738", "day": "2024-03-12", "rating": 8, "with": ["bob"]])
            #expect(logged.status == .created && logged.json?["with"] as? [String] == ["bob"])
            let watch = try #require(logged.json?["id"] as? String)

            let waiting = try await bob.send(.get, "/api/offers")
            #expect(waiting.status == .ok && offers(waiting).map { $0["from"] as? String } == ["ana"])
            #expect((offers(waiting).first?["text"] as? String)?.contains("with you") == true)
            #expect(offers(try await cyd.send(.get, "/api/offers")).isEmpty)

            let accepted = try await bob.send(.post, "/api/offers/\(watch)", json: ["rating": 6])
            #expect(accepted.status == .created && accepted.json?["rating"] as? Int == 6)
            #expect(accepted.json?["day"] as? String == "2024-03-12" && accepted.json?["with"] as? [String] == ["ana"])
            let again = try await bob.send(.post, "/api/offers/\(watch)", json: ["rating": 6])
            #expect(again.status == .notFound)
            #expect(offers(try await bob.send(.get, "/api/offers")).isEmpty)

            let stats = try await bob.send(.get, "/api/stats")
            let companions = stats.json?["watchedWith"] as? [[String: Any]]
            #expect(companions?.first?["name"] as? String == "ana" && companions?.first?["watches"] as? Int == 1)

            // The names are in the export, with the watch.
            let export = try await ana.send(.get, "/api/export")
            let files = try ZipFixture.files(Data(export.body.readableBytesView))
            let json = try JSONSerialization.jsonObject(with: try #require(files["movies.json"])) as? [String: Any]
            let watches = json?["watches"] as? [[String: Any]] ?? []
            #expect(watches.map { $0["with"] as? [String] } == [["bob"]], "\(watches)")
        }
    }

    @Test func aWatchIsRenamedAndAnOfferDismissed() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberClient(client), MemberClient(client))
            for (member, name) in [(ana, "ana"), (bob, "bob")] { _ = try await member.signUp(name) }
            _ = try await ana.send(.put, "/api/members/bob/follow")
            _ = try await bob.send(.put, "/api/members/ana/follow")
            let logged = try await ana.send(.post, "/api/diary", json: ["film": "catalog:17738", "day": "2024-03-12"])
            let watch = try #require(logged.json?["id"] as? String)
            #expect(logged.json?["with"] as? [String] == [])

            let named = try await ana.send(.put, "/api/diary/\(watch)/with", json: ["with": ["@bob"]])
            #expect(named.status == .ok && named.json?["with"] as? [String] == ["bob"])
            #expect(try await bob.send(.put, "/api/diary/\(watch)/with", json: ["with": []]).status == .notFound)
            #expect(try await bob.send(.delete, "/api/offers/\(watch)").status == .noContent)
            #expect(try await bob.send(.delete, "/api/offers/\(watch)").status == .notFound)
            #expect(
                try await bob.send(.get, "/api/diary").json?["totalResults"] as? Int == 0, "dismissing logs nothing")
        }
    }

    @Test func theFormNamesAFriendAndTheOfferIsAnsweredFromTheDiaryPage() async throws {
        try await WebTestApp.make().test(.router) { client in
            let (ana, bob) = (MemberPagesTests.Browser(client), MemberPagesTests.Browser(client))
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            _ = try await ana.post("/u/bob/follow", ["return": "/u/bob"])
            _ = try await bob.post("/u/ana/follow", ["return": "/u/ana"])
            let form = try await ana.get("/movies/catalog:17738/log")
            #expect(form.text.contains("name=\"with\""))
            let logged = try await ana.post(
                "/movies/catalog:17738/log", ["day": "2024-03-12", "rating": "8", "with": "bob"])
            #expect(logged.status == .seeOther, "\(logged.text)")
            #expect(try await ana.get("/diary").text.contains("with bob"))

            let diary = try await bob.get("/diary")
            #expect(
                diary.text.contains("ana watched Star Wars: Episode IV – A New Hope (1977) with you on Mar 12 2024"))
            let home = try await bob.get("/")
            #expect(home.text.contains("Watched with you"))
            let action = try #require(diary.text.firstMatch(of: /action="\/offers\/([^\/"]+)\/accept"/))
            let id = String(action.output.1)
            let answered = try await bob.post("/offers/\(id)/accept", ["rating": "6", "return": "/diary"])
            #expect(answered.status == .seeOther && answered.headers[.location] == "/diary")
            let after = try await bob.get("/diary")
            #expect(after.text.contains("with ana") && !after.text.contains("Watched with you"))
            let stats = try await bob.get("/stats")
            #expect(stats.text.contains("Watched with most") && stats.text.contains("href=\"/u/ana\""))
        }
    }
}
