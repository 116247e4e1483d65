import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A log sent again (a phone lost the answer, or sends what it kept with no signal; a double tap) is the
/// watch it made the first time: the form carries its own id, and the API takes one.
@Suite struct SentAgainTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func theLogFormSentTwiceLogsOneWatchAndARefusedOneIsSentAgainFixed() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = Browser(client)
            _ = try await ana.signUp("ana")
            let form = try await ana.get("/movies/42198/log").text
            let start = try #require(form.range(of: "name=\"replay\" value=\""))
            let replay = String(form[start.upperBound...].prefix { $0 != "\"" })
            #expect(replay.count == 36)
            #expect(form.contains("name=\"film\" value=\"Heat\""))
            let fields = ["day": "2024-03-12", "rating": "8", "replay": replay, "film": "Heat"]
            for _ in 1...2 {
                let sent = try await ana.post("/movies/42198/log", fields)
                #expect(sent.status == .seeOther && sent.headers[.location] == "/movies/42198")
            }
            #expect(Self.watches(try await ana.get("/diary").text) == 1)

            // Refused, the form comes back with its id; fixed and sent with it, it is logged.
            var early = fields
            (early["day"], early["replay"]) = ("1990-01-01", "phone-log-0007")
            let refused = try await ana.post("/movies/42198/log", early)
            #expect(refused.status == .badRequest && refused.text.contains("before the film came out"))
            #expect(refused.text.contains("name=\"replay\" value=\"phone-log-0007\""))
            early["day"] = "2025-01-01"
            #expect(try await ana.post("/movies/42198/log", early).status == .seeOther)
            #expect(Self.watches(try await ana.get("/diary").text) == 2)
        }
    }

    @Test func theAPITakesAnIdAndAnswersTheSameWatchOrWhyNot() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let draft: [String: Any] = ["film": "42198", "day": "2024-03-12", "replay": "3f2a9c1e-5b7d-4e8a"]
            let first = try await ana.send(.post, "/api/diary", json: draft)
            let again = try await ana.send(.post, "/api/diary", json: draft)
            #expect(first.status == .created && again.status == .created)
            let id = try #require(first.json?["id"] as? String)
            #expect(again.json?["id"] as? String == id)
            _ = try await ana.send(.delete, "/api/diary/\(id)")
            let gone = try await ana.send(.post, "/api/diary", json: draft)
            #expect(gone.status == .conflict && gone.errorCode == "logged_and_deleted")
            // A review past 5,000 characters as sent is refused, though trimmed it would fit.
            let long = String(repeating: "0", count: 5_000) + "\n"
            let review = try await ana.send(
                .post, "/api/diary", json: ["film": "42198", "rating": 8, "review": long])
            #expect(review.status == .badRequest && review.errorCode == "invalid_text")
            for replay in ["no spaces here", "", "short"] {
                let bad = try await ana.send(.post, "/api/diary", json: ["film": "42198", "replay": replay])
                #expect(bad.status == .badRequest && bad.errorCode == "invalid_replay", "\(replay)")
            }
            #expect((try await ana.send(.get, "/api/diary").json?["results"] as? [Any])?.isEmpty == true)
        }
    }

    /// How many watches a diary page lists.
    static func watches(_ page: String) -> Int {
        page.components(separatedBy: "<li class=\"watch").count - 1
    }
}
