import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct PageRoutesTests {
    @Test func searchPageListsPostersAndANextPageLink() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/?q=love", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
            #expect(response.text.contains("<img src=\"/posters/catalog-"))
            #expect(response.text.contains("href=\"/?q=love&amp;page=2\""))
        }
    }

    @Test func xssPayloadIsShownAsText() async throws {
        try await WebTestApp.make().test(.router) { client in
            let payload = "%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E"
            let response = try await client.execute(uri: "/?q=\(payload)", method: .get)
            #expect(response.status == .ok)
            #expect(!response.text.contains("<script>alert(1)"))
            #expect(!response.text.contains("<img src=x"))
            #expect(response.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func emptyResultsShowTheEmptyState() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/?q=qqqxxzz", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("class=\"empty\""))
        }
    }

    @Test(arguments: ["/?q=heat&page=0", "/?q=heat&page=abc", "/?q=" + String(repeating: "x", count: 10_000)])
    func badInputIsA400Page(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest)
            #expect(response.text.contains("role=\"alert\""))
        }
    }

    @Test func detailsPageShowsFactsAndALinkBack() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/movies/17738?q=star%20wars", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("<h1>Star Wars: Episode IV – A New Hope</h1>"))
            #expect(response.text.contains("George Lucas"))
            #expect(response.text.contains("href=\"/?q=star%20wars\""))
            #expect(try await client.execute(uri: "/movies/nope", method: .get).status == .notFound)
        }
    }

    @Test func recentSearchesAreSuggestedOnTheEmptySearchPage() async throws {
        try await WebTestApp.make().test(.router) { client in
            let first = try await client.execute(uri: "/", method: .get)
            let visitor = String(try #require(first.headers[.setCookie]?.split(separator: ";").first))
            _ = try await client.execute(uri: "/?q=amelie", method: .get, headers: [.cookie: visitor])
            let home = try await client.execute(uri: "/", method: .get, headers: [.cookie: visitor])
            #expect(home.text.contains("<a href=\"/?q=amelie\">amelie</a>"))
        }
    }
}
