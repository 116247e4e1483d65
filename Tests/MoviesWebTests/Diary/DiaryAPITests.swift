import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/api/diary`: log, list with filters, read, change, delete and undo, each member their own diary.
@Suite struct DiaryAPITests {
    func days(_ response: TestResponse) -> [String] {
        (response.json?["results"] as? [[String: Any]])?.map { $0["day"] as? String ?? "unknown" } ?? []
    }

    @Test func theDiaryNeedsASignedInMember() async throws {
        try await WebTestApp.make().test(.router) { client in
            for (method, uri) in [
                (HTTPRequest.Method.get, "/api/diary"), (.post, "/api/diary"), (.get, "/api/diary/x"),
                (.put, "/api/diary/x"), (.delete, "/api/diary/x"), (.post, "/api/diary/undo"),
            ] {
                let response = try await MemberClient(client).send(
                    method, uri, json: method == .post || method == .put ? ["film": "17738"] : nil)
                #expect(
                    response.status == .unauthorized && response.errorCode == "sign_in_required", "\(method) \(uri)")
            }
        }
    }

    @Test func logListChangeDeleteAndUndo() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let logged = try await ana.send(
                .post, "/api/diary", json: ["film": "42198", "day": "2024-03-12", "rating": 8, "liked": true])
            #expect(logged.status == .created)
            let id = try #require(logged.json?["id"] as? String)
            #expect((logged.json?["film"] as? [String: Any])?["title"] as? String == "Heat")
            #expect(logged.json?["stars"] as? Double == 4 && logged.json?["rewatch"] as? Bool == false)
            let again = try await ana.send(.post, "/api/diary", json: ["film": "catalog:42198", "day": "2024-05-01"])
            #expect(again.json?["rewatch"] as? Bool == true, "the diary says it is a rewatch")
            _ = try await ana.send(.post, "/api/diary", json: ["film": "17738", "day": "unknown"])

            #expect(days(try await ana.send(.get, "/api/diary")) == ["2024-05-01", "2024-03-12", "unknown"])
            #expect(days(try await ana.send(.get, "/api/diary?year=2024&rewatch=no")) == ["2024-03-12"])
            #expect(try await ana.send(.get, "/api/diary/\(id)").json?["day"] as? String == "2024-03-12")

            let changed = try await ana.send(.put, "/api/diary/\(id)", json: ["day": "2024-03-13", "rating": 10])
            #expect(
                changed.status == .ok && changed.json?["rating"] as? Int == 10
                    && changed.json?["liked"] as? Bool == false)
            let deleted = try await ana.send(.delete, "/api/diary/\(id)")
            #expect(deleted.status == .ok && days(deleted) == ["2024-05-01", "unknown"])
            #expect(deleted.json?["notice"] as? String == "Deleted your watch of \u{201C}Heat\u{201D}.")
            #expect(days(try await ana.send(.post, "/api/diary/undo")).count == 3)

            let bob = MemberClient(client)
            _ = try await bob.signUp("bob")
            #expect(days(try await bob.send(.get, "/api/diary")) == [], "each member has their own diary")
            for method in [HTTPRequest.Method.get, .delete] {
                let other = try await bob.send(method, "/api/diary/\(id)")
                #expect(other.status == .notFound && other.errorCode == "not_found", "another member's watch is none")
            }
            let put = try await bob.send(.put, "/api/diary/\(id)", json: ["rating": 1])
            #expect(put.status == .notFound)
            #expect(try await ana.send(.get, "/api/diary/\(id)").json?["rating"] as? Int == 10, "nothing written")
        }
    }

    @Test(
        arguments: [
            (["film": "42198", "day": "2024-02-30"], "invalid_day", "day"),
            (["film": "42198", "day": "3024-01-01"], "invalid_day", "day"),
            (["film": "42198", "day": "1990-06-01"], "invalid_day", "day"),
            (["film": "42198", "rating": 0], "invalid_rating", "rating"),
            (["film": "42198", "rating": 11], "invalid_rating", "rating"),
            (["film": "42198", "review": "No rating."], "invalid_rating", "rating"),
            (["film": "vhs:1"], "invalid_film_id", "film"),
            (["day": "2024-01-01"], "invalid_film_id", "film"),
        ] as [([String: any Sendable], String, String)])
    func badInputIsA400NamingTheFieldAndWritesNothing(
        body: [String: any Sendable], code: String, field: String
    )
        async throws
    {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let response = try await ana.send(.post, "/api/diary", json: body)
            #expect(response.status == .badRequest && response.errorCode == code && response.errorField == field)
            #expect(days(try await ana.send(.get, "/api/diary")) == [])
        }
    }

    @Test func aRatingOfSevenAndAHalfIsRefused() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let response = try await ana.send(.post, "/api/diary", json: ["film": "42198", "rating": 7.5])
            #expect(response.status == .badRequest)
            let missing = try await ana.send(.post, "/api/diary", json: ["film": "99999999"])
            #expect(missing.status == .notFound)
        }
    }

    @Test func statisticsCountTheDiaryForAllTimeOrAYear() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            for (film, day, rating) in [
                ("42198", "2024-03-12", 8), ("42198", "2024-03-13", 9), ("47703", "2023-12-31", 10),
            ] {
                _ = try await ana.send(.post, "/api/diary", json: ["film": film, "day": day, "rating": rating])
            }
            let all = try await ana.send(.get, "/api/stats")
            #expect(all.status == .ok && all.json?["watches"] as? Int == 3 && all.json?["films"] as? Int == 2)
            #expect(all.json?["years"] as? [Int] == [2024, 2023] && all.json?["rewatches"] as? Int == 1)
            let year = try await ana.send(.get, "/api/stats?year=2024")
            #expect(year.json?["year"] as? Int == 2024 && year.json?["watches"] as? Int == 2)
            #expect((year.json?["byMonth"] as? [Int])?[2] == 2 && (year.json?["ratings"] as? [Int])?[8] == 1)
            #expect((year.json?["longestRun"] as? [String: Any])?["days"] as? Int == 2)
            let bad = try await ana.send(.get, "/api/stats?year=twenty")
            #expect(bad.status == .badRequest && bad.errorField == "year")
            #expect(try await MemberClient(client).send(.get, "/api/stats").status == .unauthorized)
        }
    }
}
