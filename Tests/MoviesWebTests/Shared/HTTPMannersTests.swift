import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MoviesWeb
import Testing

/// What HTTP clients other than browsers expect: HEAD answered like GET, bodies refused before they are
/// read, and queries bounded in Unicode scalars as well as characters.
@Suite struct HTTPMannersTests {
    @Test(arguments: ["/health", "/api/search?query=heat", "/?q=heat", "/movies/17738", "/static/app.css"])
    func headIsAnsweredLikeGetWithoutABody(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let get = try await client.execute(uri: uri, method: .get)
            let head = try await client.execute(uri: uri, method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentType] == get.headers[.contentType])
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test func aRequestBodyIsRefusedBeforeItIsRead() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/search?query=heat", method: .post,
                body: ByteBuffer(string: String(repeating: "x", count: 4096)))
            #expect(response.status == .contentTooLarge)
            #expect(response.errorCode == "body_too_large")
        }
    }

    /// Many clients send `{}` with every `PUT`: a route that takes no body lets a small one through unread.
    @Test func aSmallBodyOnARouteThatTakesNoneIsLetThrough() async throws {
        try await WebTestApp.make().test(.router) { client in
            let member = MemberClient(client)
            _ = try await member.signUp("ana")
            let saved = try await member.send(.put, "/api/saved/17738", json: [:])
            #expect(saved.status == .ok, "\(saved.text)")
            let followed = try await member.send(.put, "/api/members/ana/follow", json: [:])
            #expect(followed.status != .contentTooLarge)
        }
    }

    @Test(arguments: ["/health", "/api/search?query=heat", "/movies/17738", "/"])
    func anotherMethodIsNotAllowedAndSaysWhichAre(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
                #expect(response.errorCode == "method_not_allowed")
                #expect(response.headers[.contentSecurityPolicy] != nil)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @Test(arguments: ["/", "/api/search?query=heat", "/movies/17738", "/api/nothing", "/app.css", "/signin"])
    func everyAnswerKeepsItsAddressToThisSiteAndHSTSComesWithSecureCookies(uri: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(
                response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin"
                    && response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[.strictTransportSecurity] == nil, "plain HTTP says nothing of HTTPS")
        }
        var settings = WebSettings()
        settings.secureCookies = true
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.headers[.strictTransportSecurity] == "max-age=31536000")
        }
    }

    @Test func anUnknownRouteIsAJSONOrHTMLNotFoundWithTheSameHeaders() async throws {
        try await WebTestApp.make().test(.router) { client in
            let api = try await client.execute(uri: "/api/nothing", method: .get)
            #expect(api.status == .notFound)
            #expect(api.errorCode == "not_found")
            #expect(api.headers[.contentSecurityPolicy] != nil)
            let page = try await client.execute(uri: "/nothing", method: .get)
            #expect(page.status == .notFound)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(page.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test func aPathWithDoubleSlashesLinksNowhereElse() async throws {
        try await WebTestApp.make().test(.router) { client in
            let page = try await client.execute(uri: "//movies/17738", method: .get).text
            #expect(!page.contains("href=\"//"))
            #expect(page.contains("href=\"/movies/17738?lang=es\""))
        }
    }

    @Test func aLetterWithThousandsOfMarksIsTooLongAQuery() async throws {
        let query = "a" + String(repeating: "\u{0301}", count: 2640)
        try await WebTestApp.make().test(.router) { client in
            let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let response = try await client.execute(uri: "/api/search?query=\(encoded)", method: .get)
            #expect(response.status == .badRequest)
            #expect(response.errorCode == "invalid_query")
        }
    }
}
