import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// Where a form may send a person, which sites may write through the JSON API, and what a stranger's
/// cache may keep.
/// One test at a time: each holds an app with a database of its own open, and the test process must keep
/// its open files few (Foundation's `Process.run()`, which the CLI tests use, crashes past a thousand or so).
@Suite(.serialized) struct ReturnAndOriginTests {
    /// Every way the WHATWG URL parser turns a path into another site: tabs and line breaks dropped,
    /// backslashes read as slashes, leading spaces and controls trimmed, and schemes.
    static let foreignReturns = [
        "/\t/evil.com", "/\t\\evil.com", "/\n/evil.com", "/\r/evil.com", "\t//evil.com", " //evil.com",
        "/\\evil.com", "\\/evil.com", "\\\\evil.com", "//evil.com", "///evil.com", "/ /evil.com",
        "/\u{0}/evil.com", "/\u{7F}/evil.com", "/\u{85}/evil.com", "/\u{200B}/evil.com", "/\u{FEFF}/evil.com",
        "https://evil.com", "http:evil.com", "javascript:alert(1)", "evil.com", "",
        "/api/me", "/static/../..//evil.com", "/posters/x", "/signout",
    ]

    /// One app for every trick: each test's app holds a database of its own open, and a suite of dozens at
    /// once would hold more files than the test process should.
    @Test func signInNeverSendsAnyoneToAnotherSiteOrAnythingButAPage() async throws {
        var settings = WebSettings()
        settings.accountLimits.passwordChecksPerAddressPerMinute = 100  // a sign-in for every trick
        try await WebTestApp.make(settings: settings).test(.router) { client in
            _ = try await MemberClient(client).signUp("anabel")
            for target in Self.foreignReturns {
                let browser = MemberPagesTests.Browser(client)
                _ = try await browser.get("/signin")
                let done = try await browser.post(
                    "/signin", ["name": "anabel", "password": "long enough", "return": target])
                #expect(done.status == .seeOther, "\(target.debugDescription)")
                #expect(done.headers[.location] == "/", "\(target.debugDescription)")
                let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let signedIn = try await browser.get("/signup?return=\(encoded)")
                #expect(
                    signedIn.headers[.location] == "/", "already signed in, sent on at once: \(target.debugDescription)"
                )
            }
        }
    }

    @Test func aPageOfThisSiteIsWhereThePersonGoesBackTo() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = MemberPagesTests.Browser(client)
            _ = try await MemberClient(client).signUp("anabel")
            _ = try await browser.get("/signin")
            let done = try await browser.post(
                "/signin", ["name": "anabel", "password": "long enough", "return": "/?q=amélie&page=2"])
            #expect(done.headers[.location] == "/?q=am%C3%A9lie&page=2")
            for target in ["/movies/17738?q=heat", "/discover?genre=drama", "/saved?page=2", "/u/anabel"] {
                let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                #expect(try await browser.get("/signin?return=\(encoded)").headers[.location] == target)
            }
        }
    }

    @Test func aJSONWriteFromAnotherOriginIsRefusedSchemeIncluded() async throws {
        try await WebTestApp.make().test(.router) { client in
            let body: [String: Any] = [
                "name": "ana", "fullName": ["given": "A", "family": "B"], "password": "long enough",
            ]
            for origin in [
                "evil://localhost", "https://localhost", "http://localhost:8081", "http://evil.example", "null",
                "http://localhost.evil.example", "http://evil.example/localhost",
            ] {
                let response = try await MemberClient(client).send(
                    .post, "/api/users", json: body, headers: [.origin: origin])
                #expect(response.status == .forbidden && response.errorCode == "cross_origin", "\(origin)")
            }
            let same = try await MemberClient(client).send(
                .post, "/api/users", json: body, headers: [.origin: "http://localhost"])
            #expect(same.status == .created)
        }
    }

    @Test func anHTTPSSiteTakesOnlyItsHTTPSOrigin() async throws {
        var settings = WebSettings()
        settings.secureCookies = true
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let body: [String: Any] = [
                "name": "ana", "fullName": ["given": "A", "family": "B"], "password": "long enough",
            ]
            let plain = try await MemberClient(client).send(
                .post, "/api/users", json: body, headers: [.origin: "http://localhost"])
            #expect(plain.status == .forbidden)
            let secure = try await MemberClient(client).send(
                .post, "/api/users", json: body, headers: [.origin: "https://localhost"])
            #expect(secure.status == .created)
        }
    }

    @Test func aMembersOwnAnswersAreNeverKeptByACache() async throws {
        try await WebTestApp.make().test(.router) { client in
            let person = MemberClient(client)
            _ = try await person.signUp("anabel")
            #expect(try await person.send(.put, "/api/saved/17738").status == .ok)
            _ = try await person.send(.put, "/api/movies/17738/review", json: ["rating": 8, "text": "Fine."])
            for uri in ["/api/me", "/api/saved", "/api/recent", "/api/movies/17738/reviews"] {
                let response = try await person.send(.get, uri)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.cacheControl] == "no-store", "\(uri)")
            }
            let poster = try await client.execute(uri: "/static/app.css", method: .get)
            #expect(poster.headers[.cacheControl]?.hasPrefix("public") == true)
        }
    }
}
