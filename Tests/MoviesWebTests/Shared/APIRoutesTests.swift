import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct APIRoutesTests {
    @Test func healthAnswersOK() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/health", method: .get)
            #expect(response.status == .ok)
            #expect(response.text == "ok")
        }
    }

    @Test func searchReturnsAPageOfJSON() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/api/search?query=star%20wars", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let results = response.json?["results"] as? [[String: Any]]
            #expect((results?.first?["title"] as? String)?.hasPrefix("Star Wars") == true)
            #expect(response.json?["totalResults"] as? Int == 7)
        }
    }

    @Test func suggestionsAreFilmsAndPeopleForgivingASlipAndSaveNothing() async throws {
        try await WebTestApp.make().test(.router) { client in
            let films = try await client.execute(uri: "/api/suggest?query=godfahter", method: .get)
            #expect(films.status == .ok && films.json?["searchedFor"] as? String == "godfather")
            let titles = (films.json?["films"] as? [[String: Any]])?.map { "\($0["title"] ?? "") \($0["year"] ?? "")" }
            #expect(titles?.first == "The Godfather 1972" && (titles?.count ?? 0) <= 8, "\(titles ?? [])")
            #expect((films.json?["films"] as? [[String: Any]])?.first?["id"] as? String == "catalog:47703")
            let people = try await client.execute(uri: "/api/suggest?q=kubrick", method: .get)
            let named = (people.json?["people"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
            #expect(named?.first == "catalog:stanley-kubrick")
            let empty = try await client.execute(uri: "/api/suggest?query=", method: .get)
            #expect(empty.status == .badRequest)
            // A returning visitor's suggestions are not searches: only the search is remembered.
            let first = try await client.execute(uri: "/api/recent", method: .get)
            let cookie = try #require(first.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            for uri in ["/api/suggest?query=heat", "/api/search?query=alien"] {
                _ = try await client.execute(uri: uri, method: .get, headers: [.cookie: cookie])
            }
            let recent = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: cookie])
            #expect(recent.json?["queries"] as? [String] == ["alien"], "a suggestion is not a search")
        }
    }

    @Test(arguments: [
        ("/api/search", "invalid_query"),
        ("/api/search?query=", "invalid_query"),
        ("/api/search?query=%20%20", "invalid_query"),
        ("/api/search?query=" + String(repeating: "a", count: 10_000), "invalid_query"),
        ("/api/search?query=heat&page=0", "invalid_page"),
        ("/api/search?query=heat&page=-1", "invalid_page"),
        ("/api/search?query=heat&page=abc", "invalid_page"),
        ("/api/search?query=heat&page=99999999999999999999", "invalid_page"),
        ("/api/search?query=heat&page=501", "invalid_page"),
        ("/api/search?query=amelie&page=2", "page_out_of_range"),
        ("/api/recent?limit=0", "invalid_limit"),
        ("/api/recent?limit=x", "invalid_limit"),
    ])
    func badInputIsA400WithTheStableShape(uri: String, code: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(response.errorCode == code)
            #expect(((response.json?["error"] as? [String: Any])?["message"] as? String)?.isEmpty == false)
        }
    }

    @Test(arguments: [
        "/api/movies/0", "/api/movies/abc", "/api/movies/%00", "/api/movies/tmdb:484048", "/api/movies/catalog:x",
        "/posters/nope.svg", "/posters/catalog-1.svg",
    ])
    func unknownThingsAre404(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .notFound)
            #expect(response.errorCode == "not_found")
        }
    }

    @Test(arguments: ["/api/movies/484048", "/api/movies/catalog:484048", "/api/movies/catalog%3A484048"])
    func movieDetailsAsJSONByEitherFormOfItsID(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .ok)
            #expect(
                response.json?["title"] as? String == "Amélie" && response.json?["id"] as? String == "catalog:484048")
            let alike = try await client.execute(uri: uri + "/similar", method: .get)
            #expect(alike.status == .ok && alike.json?["id"] as? String == "catalog:484048")
            let page = try await client.execute(uri: String(uri.dropFirst(4)), method: .get)
            #expect(page.status == .ok && String(buffer: page.body).contains("Amélie"), "the page's address too")
        }
    }

    @Test func recentQueriesBelongToTheirVisitor() async throws {
        try await WebTestApp.make().test(.router) { client in
            let first = try await client.execute(uri: "/api/recent", method: .get)
            let cookie = try #require(first.headers[.setCookie])
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            let visitor = String(try #require(cookie.split(separator: ";").first))
            _ = try await client.execute(uri: "/api/search?query=heat", method: .get, headers: [.cookie: visitor])

            let mine = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: visitor])
            #expect(mine.json?["queries"] as? [String] == ["heat"])
            #expect(mine.headers[.setCookie] == nil)

            let stranger = try await client.execute(uri: "/api/recent", method: .get)
            #expect(stranger.json?["queries"] as? [String] == [])
        }
    }

    @Test func aVisitorForgetsOneRecentSearchOrAllOfThem() async throws {
        try await WebTestApp.make().test(.router) { client in
            let first = try await client.execute(uri: "/api/recent", method: .get)
            let cookie = try #require(first.headers[.setCookie]?.split(separator: ";").first.map(String.init))
            for query in ["heat", "alien", "up"] {
                _ = try await client.execute(
                    uri: "/api/search?query=\(query)", method: .get, headers: [.cookie: cookie])
            }
            let one = try await client.execute(
                uri: "/api/recent?query=ALIEN", method: .delete, headers: [.cookie: cookie])
            #expect(one.status == .ok && one.json?["queries"] as? [String] == ["up", "heat"])
            let all = try await client.execute(uri: "/api/recent", method: .delete, headers: [.cookie: cookie])
            #expect(all.status == .ok && all.json?["queries"] as? [String] == [])
        }
    }

    @Test func requestsWithoutTheCookieLeaveNoHistoryBehind() async throws {
        try await WebTestApp.make().test(.router) { client in
            let first = try await client.execute(uri: "/api/recent", method: .get)
            let visitor = String(try #require(first.headers[.setCookie]?.split(separator: ";").first))
            _ = try await client.execute(uri: "/api/search?query=heat", method: .get, headers: [.cookie: visitor])
            // A script searching without the cookie: results, a cookie offered, nothing saved for anyone.
            for query in ["alien", "brazil", "casablanca"] {
                let anonymous = try await client.execute(uri: "/api/search?query=\(query)", method: .get)
                #expect((anonymous.json?["results"] as? [Any])?.isEmpty == false)
                #expect(anonymous.headers[.setCookie] != nil)
                _ = try await client.execute(uri: "/?q=\(query)", method: .get)
            }
            let mine = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: visitor])
            #expect(mine.json?["queries"] as? [String] == ["heat"])
        }
    }

    @Test func postersAreServedAtTheRequestedWidthWithCacheHeaders() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/posters/catalog-17738.svg?w=185", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.headers[.cacheControl]?.contains("max-age") == true)
            #expect(response.text.contains("width=\"185\""))
            let bad = try await client.execute(uri: "/posters/catalog-17738.svg?w=-5", method: .get)
            #expect(bad.status == .badRequest)
        }
    }
}
