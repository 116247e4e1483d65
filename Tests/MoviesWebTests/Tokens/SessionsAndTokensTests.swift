import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesDomain
import MoviesWeb
import Testing

/// Sessions that end when they should, and form tokens that belong to one session.
/// One test at a time: each holds an app with a database of its own open, and the test process must keep
/// its open files few (Foundation's `Process.run()`, which the CLI tests use, crashes past a thousand or so).
@Suite(.serialized) struct SessionsAndTokensTests {
    typealias Browser = MemberPagesTests.Browser

    @Test func aMembersFormRefusesAnotherPersonsTokenAndCookiePair() async throws {
        try await WebTestApp.make().test(.router) { client in
            let member = Browser(client)
            _ = try await member.signUp("ana")
            let attacker = Browser(client)
            let theirs = try await attacker.pageToken()
            #expect(!theirs.isEmpty)
            member.cookies["movies_form"] = attacker.cookies["movies_form"]
            let forged = try await member.post("/settings/name", ["name": "owned"], token: theirs)
            #expect(forged.status == .forbidden)
            let own = try await member.post("/settings/name", ["name": "ana.l"])
            #expect(own.status == .seeOther, "the member's own form, with the token of their session")
        }
    }

    @Test func aSignedInTokenIsGoodForItsSessionOnly() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            let old = try await browser.pageToken()
            _ = try await browser.post("/signout", [:])
            _ = try await browser.post("/signin", ["name": "ana", "password": "long enough"])
            let new = try await browser.pageToken()
            #expect(old != new && !new.isEmpty)
            #expect(try await browser.post("/settings/name", ["name": "ana.l"], token: old).status == .forbidden)
        }
    }

    @Test func anHTTPSSiteNamesItsCookiesWithTheHostPrefix() async throws {
        var settings = WebSettings()
        settings.secureCookies = true
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let form = try await client.execute(uri: "/signin", method: .get)
            let formCookie = try #require(
                form.headers[values: .setCookie].first { $0.hasPrefix("__Host-movies_form=") })
            #expect(formCookie.contains("Secure") && formCookie.contains("Path=/") && !formCookie.contains("Domain"))
            _ = try await client.execute(
                uri: "/api/users", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(
                    string: #"{"name":"ana","fullName":{"given":"A","family":"L"},"password":"long enough"}"#))
            let signedIn = try await client.execute(
                uri: "/api/session", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"name":"ana","password":"long enough"}"#))
            let session = try #require(
                signedIn.headers[values: .setCookie].first { $0.hasPrefix("__Host-movies_session=") })
            #expect(session.contains("Secure") && session.contains("Path=/") && session.contains("HttpOnly"))
        }
    }

    @Test func signingInAsAnotherMemberEndsTheFirstMembersSession() async throws {
        try await WebTestApp.make().test(.router) { client in
            _ = try await MemberClient(client).signUp("bob")
            let browser = MemberClient(client)
            _ = try await browser.signUp("ana")
            let anas = try #require(browser.sessionCookie)
            #expect(try await browser.signIn("bob").status == .ok)
            let me = try await client.execute(uri: "/api/me", method: .get, headers: [.cookie: anas])
            #expect(me.status == .unauthorized, "ana's session ended on the server, not only in the browser")
        }
    }

    @Test func aMemberKeepsTenSessionsAndTheOldestGoFirst() async throws {
        var settings = WebSettings()
        settings.accountLimits.passwordChecksPerAddressPerMinute = 100
        try await WebTestApp.make(settings: settings).test(.router) { client in
            _ = try await MemberClient(client).signUp("ana")
            var cookies: [String] = []
            for _ in 0..<12 {
                let browser = MemberClient(client)
                #expect(try await browser.signIn("ana").status == .ok)
                cookies.append(try #require(browser.sessionCookie))
            }
            var alive: [Bool] = []
            for cookie in cookies {
                alive.append(
                    try await client.execute(uri: "/api/me", method: .get, headers: [.cookie: cookie]).status == .ok)
            }
            #expect(alive == [false, false] + Array(repeating: true, count: 10))
        }
    }

    @Test func settingsListTheSessionsAndSignOutEverywhereElse() async throws {
        try await WebTestApp.make().test(.router) { client in
            let laptop = Browser(client)
            _ = try await laptop.signUp("ana")
            let phone = MemberClient(client)
            _ = try await phone.send(
                .post, "/api/session", json: ["name": "ana", "password": "long enough"],
                headers: [.userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile"])
            let settings = try await laptop.get("/settings")
            #expect(settings.text.contains("Where you are signed in"))
            #expect(settings.text.contains("Chrome · Android"))
            #expect(settings.text.contains("(this browser)"))
            let ended = try await laptop.post("/settings/sessions", [:])
            #expect(ended.headers[.location] == "/settings?ended=1")
            #expect(
                try await laptop.get("/settings?ended=1").text.contains(
                    "Signed out of every other browser. Access tokens still work"))
            #expect(try await phone.send(.get, "/api/me").status == .unauthorized)
            #expect(try await laptop.get("/settings").status == .ok, "this browser stays signed in")
        }
    }
}
