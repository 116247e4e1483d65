import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesWeb
import Testing

/// Only ids the server issued keep history, and one client cannot become visitors without bound.
@Suite struct VisitorIdsTests {
    @Test func aMadeUpIdIsReplacedAndNothingIsSavedUnderIt() async throws {
        let madeUp = "movies_visitor=0123456789abcdef0123456789abcdef"
        try await WebTestApp.make().test(.router) { client in
            let search = try await client.execute(
                uri: "/api/search?query=heat", method: .get, headers: [.cookie: madeUp])
            let issued = try #require(search.headers[.setCookie])
            #expect(!issued.hasPrefix(madeUp))
            let recent = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: madeUp])
            #expect(recent.json?["queries"] as? [String] == [])
        }
    }

    @Test func anAlteredSignatureIsNotHonoured() async throws {
        try await WebTestApp.make().test(.router) { client in
            let cookie = try await client.newVisitorCookie()
            let last = cookie.last == "0" ? "1" : "0"
            let altered = String(cookie.dropLast()) + last
            _ = try await client.execute(uri: "/api/search?query=heat", method: .get, headers: [.cookie: altered])
            let mine = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: cookie])
            #expect(mine.json?["queries"] as? [String] == [])
            let forged = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: altered])
            #expect(forged.headers[.setCookie] != nil)
        }
    }

    @Test func aServerSharingTheDatabaseKnowsTheOthersVisitors() async throws {
        let url = try WebTestApp.temporaryDirectory().appendingPathComponent("shared.sqlite")
        let first = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        let cookie = try await Application(router: try MoviesWebApp.router(screens: first)).test(.router) {
            try await $0.newVisitorCookie()
        }
        let second = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        try await Application(router: try MoviesWebApp.router(screens: second)).test(.router) { client in
            let response = try await client.execute(uri: "/api/recent", method: .get, headers: [.cookie: cookie])
            #expect(response.status == .ok)
            #expect(response.headers[.setCookie] == nil)
        }
    }

    @Test func oneAddressBecomesAtMostItsAllowanceOfNewVisitorsAMinute() async throws {
        var settings = WebSettings()
        settings.newVisitorsPerMinute = 3
        settings.trustsProxy = true
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let flood: HTTPFields = [.init("X-Forwarded-For")!: "10.0.0.1, 203.0.113.5"]
            var issued = 0
            for _ in 0..<5 {
                let response = try await client.execute(uri: "/api/search?query=heat", method: .get, headers: flood)
                #expect(response.status == .ok)
                if response.headers[.setCookie] != nil { issued += 1 }
            }
            #expect(issued == 3)
            let neighbour = try await client.execute(
                uri: "/", method: .get, headers: [.init("X-Forwarded-For")!: "198.51.100.7"])
            #expect(neighbour.headers[.setCookie] != nil)
        }
    }

    @Test(arguments: [
        (secure: false, trusted: false, proto: "https", expected: false),
        (secure: true, trusted: false, proto: "", expected: true),
        (secure: false, trusted: true, proto: "https", expected: true),
        (secure: false, trusted: true, proto: "http", expected: false),
    ])
    func cookiesAreSecureWhenTheSettingOrATrustedProxySaysHTTPS(
        secure: Bool, trusted: Bool, proto: String, expected: Bool
    ) async throws {
        var settings = WebSettings()
        settings.secureCookies = secure
        settings.trustsProxy = trusted
        try await WebTestApp.make(settings: settings).test(.router) { client in
            let headers: HTTPFields = proto.isEmpty ? [:] : [.init("X-Forwarded-Proto")!: proto]
            let response = try await client.execute(uri: "/?lang=ko", method: .get, headers: headers)
            let cookies = response.headers[values: .setCookie]
            #expect(cookies.count == 2)
            #expect(cookies.allSatisfy { $0.contains("; Secure") == expected })
        }
    }
}
