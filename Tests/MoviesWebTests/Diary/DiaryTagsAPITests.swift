import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Tags through the API and the pages: written with a watch, replaced by an edit, the diary filtered by one,
/// the member's tags counted, and a bad one refused as a 400 naming it.
@Suite struct DiaryTagsAPITests {
    @Test func tagsAreWrittenFilteredCountedAndRefusedWhenBad() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let logged = try await ana.send(
                .post, "/api/diary", json: ["film": "42198", "day": "2024-03-12", "tags": ["Cinéma", "with ana"]])
            #expect(logged.status == .created && logged.json?["tags"] as? [String] == ["Cinéma", "with ana"])
            let id = try #require(logged.json?["id"] as? String)
            _ = try await ana.send(
                .post, "/api/diary", json: ["film": "17738", "day": "2024-04-01", "tags": ["cinema"]])
            let tagged = try await ana.send(.get, "/api/diary?tag=CINEMA")
            let results = try #require(tagged.json?["results"] as? [[String: Any]])
            #expect(results.map { $0["tags"] as? [String] } == [["Cinéma"], ["Cinéma", "with ana"]])
            let counts = try #require(tagged.json?["tags"] as? [[String: Any]])
            #expect(counts.map { "\($0["tag"] ?? "") \($0["watches"] ?? "")" } == ["Cinéma 2", "with ana 1"])
            let changed = try await ana.send(.put, "/api/diary/\(id)", json: ["day": "2024-03-12", "tags": ["35mm"]])
            #expect(changed.json?["tags"] as? [String] == ["35mm"])
            let bad = try await ana.send(.post, "/api/diary", json: ["film": "47703", "tags": ["ok", "bad\u{7}"]])
            #expect(bad.status == .badRequest && bad.errorCode == "invalid_tag")
            #expect(try await ana.send(.get, "/api/diary?tag=").status == .badRequest)
            let page = try await ana.send(.get, "/diary?tag=35mm")
            #expect(page.status == .ok && page.text.contains("href=\"/diary?tag=35mm\">#35mm</a>"))
            let empty = try await ana.send(.get, "/diary?tag=nothing")
            #expect(empty.text.contains("No watches tagged \u{201C}nothing\u{201D}."))
        }
    }
}

extension DiaryTagsAPITests {
    /// A program's empty tag, or 21 tags of which two fold alike, is refused: the contract says so.
    @Test func anEmptyTagOrTooManyIsRefused() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let empty = try await ana.send(.post, "/api/diary", json: ["film": "42198", "tags": ["cinema", ""]])
            #expect(empty.status == .badRequest && empty.errorCode == "invalid_tag")
            let many = (1...20).map { "t\($0)" } + ["T1"]
            let tooMany = try await ana.send(.post, "/api/diary", json: ["film": "42198", "tags": many])
            #expect(tooMany.status == .badRequest && tooMany.errorCode == "invalid_tag")
            let comma = try await ana.send(.post, "/api/diary", json: ["film": "42198", "tags": ["la,night"]])
            #expect(comma.status == .badRequest && comma.errorCode == "invalid_tag", "tags are apart by commas")
        }
    }
}
