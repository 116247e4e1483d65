import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// `/api/lists…`: a list made, filled, reordered and read back, another member's public list read and a
/// private one not, deleted and brought back; bad input a 4xx naming the field, nothing written.
@Suite struct ListsAPITests {
    @Test func aListIsMadeFilledReorderedReadDeletedAndBroughtBack() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let made = try await ana.send(
                .post, "/api/lists", json: ["title": "Best of the ’70s", "ranked": true, "public": true])
            #expect(made.status == .created && made.json?["slug"] as? String == "best-of-the-70s")
            let id = try #require(made.json?["id"] as? String)
            for film in ["47703", "184768", "1009788"] {
                #expect(try await ana.send(.post, "/api/lists/\(id)/films", json: ["film": film]).status == .created)
            }
            let moved = try await ana.send(
                .put, "/api/lists/\(id)/films/catalog:1009788", json: ["position": 1, "note": "Tapes."])
            let entries = try #require(moved.json?["entries"] as? [[String: Any]])
            #expect(entries.map { $0["id"] as? String } == ["catalog:1009788", "catalog:47703", "catalog:184768"])
            #expect(entries.first?["note"] as? String == "Tapes.")
            #expect(try await ana.send(.delete, "/api/lists/\(id)/films/catalog:184768").json?["films"] as? Int == 2)

            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            let shared = try await bob.send(.get, "/api/members/ana/lists/best-of-the-70s")
            #expect(shared.status == .ok && shared.json?["films"] as? Int == 2)
            #expect(try await bob.send(.get, "/api/lists/\(id)").status == .notFound, "another's id is no list")
            _ = try await ana.send(.put, "/api/lists/\(id)", json: ["public": false, "title": "Seventies"])
            #expect(try await bob.send(.get, "/api/members/ana/lists/best-of-the-70s").status == .notFound)
            #expect(
                try await ana.send(.get, "/api/members/ana/lists/best-of-the-70s").json?["slug"] as? String
                    == "seventies")

            let deleted = try await ana.send(.delete, "/api/lists/\(id)")
            #expect(deleted.status == .ok && (deleted.json?["lists"] as? [Any])?.isEmpty == true)
            let back = try await ana.send(.post, "/api/lists/undo")
            #expect((back.json?["lists"] as? [[String: Any]])?.first?["films"] as? Int == 2)
        }
    }

    @Test func badInputIsA4xxNamingTheFieldAndWritesNothing() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            #expect(try await ana.send(.post, "/api/lists", json: ["title": " "]).errorField == "title")
            let long = try await ana.send(.post, "/api/lists", json: ["title": String(repeating: "x", count: 10_000)])
            #expect(long.status == .badRequest && long.errorField == "title")
            let id = try #require(
                try await ana.send(.post, "/api/lists", json: ["title": "Mine"]).json?["id"] as? String)
            _ = try await ana.send(.post, "/api/lists/\(id)/films", json: ["film": "47703"])
            let twice = try await ana.send(.post, "/api/lists/\(id)/films", json: ["film": "47703"])
            #expect(twice.status == .conflict && twice.errorField == "film")
            let past = try await ana.send(.put, "/api/lists/\(id)/films/47703", json: ["position": 2])
            #expect(past.status == .badRequest && past.errorField == "position")
            #expect(try await ana.send(.post, "/api/lists/\(id)/films", json: ["film": "vhs:1"]).errorField == "film")
            #expect(try await ana.send(.get, "/api/lists/nope").status == .notFound)
            let lists = try await ana.send(.get, "/api/lists")
            #expect((lists.json?["lists"] as? [[String: Any]])?.map { $0["films"] as? Int } == [1])
        }
    }

    /// A member's lists page is paged, 60 lists a page, so a member with many lists makes no heavy page.
    @Test func aMembersListsArePagedSixtyAPage() async throws {
        var settings = WebSettings()
        settings.accountLimits.writesPerMemberPerMinute = 1_000
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            for number in 1...61 {
                let made = try await ana.send(.post, "/api/lists", json: ["title": "List \(number)", "public": true])
                #expect(made.status == .created)
            }
            let first = try await ana.send(.get, "/u/ana/lists")
            #expect(first.text.components(separatedBy: "<li class=\"panel\">").count - 1 == 60)
            #expect(first.text.contains("<a rel=\"next\" href=\"/u/ana/lists?page=2\">"))
            let second = try await ana.send(.get, "/u/ana/lists?page=2")
            #expect(second.text.components(separatedBy: "<li class=\"panel\">").count - 1 == 1)
            #expect(second.text.contains(">List 1</a>"), "the first made, changed longest ago, comes last")
            #expect(try await ana.send(.get, "/u/ana/lists?page=3").status == .badRequest)
        }
    }
}
