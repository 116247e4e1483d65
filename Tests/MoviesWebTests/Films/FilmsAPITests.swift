import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// `POST /api/films`: a member adds a film the catalog lacks; it is then found by search and opens like any
/// other. The films like it come first, a film there already is named, bad input is a 4xx naming the field.
@Suite struct FilmsAPITests {
    @Test func aMemberAddsAFilmWhichSearchFindsAtOnce() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let film: [String: Any] = [
                "title": "Past Lives", "year": 2023, "directors": ["Celine Song"], "runtime": 106,
                "genres": ["drama", "romance"], "originalLanguage": "ko", "imdb": "tt13238346", "confirmed": true,
            ]
            let added = try await ana.send(.post, "/api/films", json: film)
            #expect(added.status == .created, "\(added.json ?? [:])")
            let id = try #require(added.json?["id"] as? String)
            #expect(added.json?["title"] as? String == "Past Lives" && added.json?["runtime"] as? Int == 106)
            let found = try await ana.send(.get, "/api/search?q=past+lives")
            let results = found.json?["results"] as? [[String: Any]] ?? []
            #expect(results.first?["id"] as? String == id, "\(results.prefix(2))")
            #expect(try await ana.send(.get, "/api/movies/\(id)").json?["title"] as? String == "Past Lives")

            let again = try await ana.send(.post, "/api/films", json: ["title": "PAST LIVES", "year": 2023])
            #expect(again.status == .conflict && again.errorCode == "film_exists")
            #expect(again.text.contains(id), "\(again.text)")
        }
    }

    @Test func theMemberWhoAddedAFilmCorrectsItAndItsWatchesFollow() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let added = try await ana.send(
                .post, "/api/films", json: ["title": "Pst Lives", "year": 2022, "runtime": 100, "confirmed": true])
            let id = try #require(added.json?["id"] as? String)
            #expect(try await ana.send(.post, "/api/diary", json: ["film": id, "rating": 9]).status == .created)

            let bea = MemberClient(client)
            _ = try await bea.signUp("bea")
            let theirs = try await bea.send(.put, "/api/films/\(id)", json: ["title": "Past Lives", "year": 2023])
            #expect(theirs.status == .forbidden && theirs.errorCode == "not_yours")

            let corrected = try await ana.send(
                .put, "/api/films/\(id)", json: ["title": "Past Lives", "year": 2023, "runtime": 106])
            #expect(corrected.status == .ok, "\(corrected.text)")
            #expect(corrected.json?["title"] as? String == "Past Lives" && corrected.json?["runtime"] as? Int == 106)
            let diary = try await ana.send(.get, "/api/diary")
            let first = (diary.json?["results"] as? [[String: Any]])?.first
            #expect(
                (first?["film"] as? [String: Any])?["title"] as? String == "Past Lives", "\(diary.text.prefix(400))")
            let catalogs = try await ana.send(.put, "/api/films/catalog:42198", json: ["title": "Heat", "year": 1995])
            #expect(catalogs.status == .notFound)
            let heat = try await ana.send(.put, "/api/films/\(id)", json: ["title": "HEAT", "year": 1995])
            #expect(heat.status == .conflict && heat.text.contains("42198"), "the catalog's film: \(heat.text)")
            _ = try await ana.send(.post, "/api/films", json: ["title": "Aftersun", "year": 2022, "confirmed": true])
            let clash = try await ana.send(.put, "/api/films/\(id)", json: ["title": "Aftersun!", "year": 2022])
            #expect(clash.status == .conflict && clash.errorCode == "film_exists", "\(clash.text)")
        }
    }

    /// What bea logged is not changed under her: once she holds ana's film, ana's correction is a 409.
    @Test func aFilmAnotherMemberLoggedIsNoLongerItsAddersToChange() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let added = try await ana.send(
                .post, "/api/films", json: ["title": "Past Lives", "year": 2023, "confirmed": true])
            let id = try #require(added.json?["id"] as? String)
            let bea = MemberClient(client)
            _ = try await bea.signUp("bea")
            #expect(try await bea.send(.post, "/api/diary", json: ["film": id, "rating": 9]).status == .created)

            let changed = try await ana.send(
                .put, "/api/films/\(id)", json: ["title": "Past Lives (scam: visit evil.example)", "year": 2023])
            #expect(changed.status == .conflict && changed.errorCode == "film_held", "\(changed.text)")
            let diary = try await bea.send(.get, "/api/diary")
            let first = (diary.json?["results"] as? [[String: Any]])?.first
            #expect((first?["film"] as? [String: Any])?["title"] as? String == "Past Lives")
        }
    }

    @Test func filmsLikeItAreNamedUntilConfirmed() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let asked = try await ana.send(.post, "/api/films", json: ["title": "Heat", "year": 2013])
            #expect(asked.status == .conflict && asked.errorCode == "lookalikes")
            #expect(asked.text.contains("Heat (1995) catalog:42198"), "\(asked.text)")
            let confirmed = try await ana.send(
                .post, "/api/films", json: ["title": "Heat", "year": 2013, "confirmed": true])
            #expect(confirmed.status == .created)
        }
    }

    @Test(arguments: [
        (#"{"title": "", "year": 2001}"#, "title"),
        (#"{"title": "Qwertyuiop", "year": 1850}"#, "year"),
        (#"{"title": "Qwertyuiop", "year": 2001, "runtime": 0}"#, "runtime"),
        (#"{"title": "Qwertyuiop", "year": 2001, "genres": ["noir-ish"]}"#, "genres"),
        (#"{"title": "Qwertyuiop", "year": 2001, "imdb": "nm0000001"}"#, "imdb"),
        (#"{"title": "Qwertyuiop"}"#, "year"),
        (#"{"title": "Qwertyuiop\u001b[2J", "year": 2001}"#, "title"),
        (#"{"title": "Qwertyuiop", "year": 2001, "directors": ["Ana \u202eQwe"]}"#, "directors"),
        (#"{"title": "Qwertyuiop", "year": 2001, "cast": ["Bea\u200b"]}"#, "cast"),
        (#"{"title": "Qwertyuiop", "year": 2001, "country": "\#(String(repeating: "x", count: 101))"}"#, "country"),
        // 300 letters as a person counts them, 600 code points as the API's `maxLength` counts them.
        (#"{"title": "\#(String(repeating: "e\u{301}", count: 300))", "year": 2001}"#, "title"),
    ])
    func badInputIsA400NamingTheField(body: String, field: String) async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            let refused = try await ana.send(.post, "/api/films", json: json)
            #expect(refused.status == .badRequest && refused.errorField == field, "\(refused.text)")
            #expect(try await ana.send(.get, "/api/search?q=qwertyuiop").json?["totalResults"] as? Int == 0)
        }
    }

    @Test func nobodyAddsAFilm() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let response = try await client.execute(
                uri: "/api/films", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"title":"Qwertyuiop","year":2001}"#))
            #expect(response.status == .unauthorized)
        }
    }
}
