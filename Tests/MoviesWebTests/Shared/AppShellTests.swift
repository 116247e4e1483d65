import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MoviesData
@testable import MoviesWeb

/// The site as an app on a phone: a manifest in the visitor's language with the icons drawn from the mark,
/// the icons themselves, the service worker at the root (checked afresh each time), and the page it shows
/// with no signal, which is the same for everyone: nothing of a signed-in member is kept in it.
@Suite struct AppShellTests {
    @Test func theManifestNamesTheAppItsIconsAndItsHome() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/manifest.webmanifest", method: .get, headers: [.acceptLanguage: "es"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/manifest+json; charset=utf-8")
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            #expect(manifest["name"] as? String == "Películas" && manifest["lang"] as? String == "es")
            #expect(manifest["display"] as? String == "standalone" && manifest["start_url"] as? String == "/")
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(icons.contains { $0["sizes"] == "512x512" && $0["purpose"] == "maskable" })
            for icon in icons {
                let image = try await client.execute(uri: try #require(icon["src"]), method: .get)
                #expect(image.status == .ok && image.headers[.contentType] == icon["type"], "\(icon)")
                if icon["type"] == "image/png" {
                    #expect(Array(Data(image.body.readableBytesView).prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a PNG")
                }
            }
        }
    }

    @Test func theServiceWorkerIsServedAtTheRootAndCheckedEachTime() async throws {
        try await WebTestApp.make().test(.router) { client in
            let worker = try await client.execute(uri: "/sw.js", method: .get)
            #expect(worker.status == .ok && worker.headers[.cacheControl] == "no-cache")
            #expect(worker.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: worker.body).contains("addEventListener(\"fetch\""))
            let page = try await client.execute(uri: "/", method: .get)
            for tag in [
                "<link rel=\"manifest\" href=\"/manifest.webmanifest\">", "rel=\"apple-touch-icon\"",
                "name=\"theme-color\"",
            ] {
                #expect(String(buffer: page.body).contains(tag), "\(tag)")
            }
        }
    }

    @Test func thePageShownWithNoSignalHoldsNothingOfTheMember() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            let page = try await ana.send(.get, "/offline")
            let html = String(buffer: page.body)
            #expect(page.status == .ok && html.contains("<h1>No signal</h1>"))
            #expect(!html.contains("ana") && !html.contains("/signout"), "no account bar: kept for whoever")
        }
    }

    @Test func eachPageSaysWhoseItIsSoThePhoneKeepsItForThemAlone() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            let bob = MemberClient(client)
            #expect(try await ana.send(.get, "/movies/17738").headers[PageVisit.viewerHeader] == "visitor")
            _ = try await ana.signUp("ana")
            _ = try await bob.signUp("bob")
            let anas = try await ana.send(.get, "/movies/17738").headers[PageVisit.viewerHeader]
            let bobs = try await bob.send(.get, "/movies/17738").headers[PageVisit.viewerHeader]
            #expect(anas != nil && anas != "visitor" && anas != bobs)
            #expect(
                try await ana.send(.get, "/diary").headers[PageVisit.viewerHeader] == anas, "the same on every page")
            // The page of waiting watches is the same for everyone: they are on the phone.
            let waiting = try await ana.send(.get, "/waiting")
            #expect(waiting.status == .ok && String(buffer: waiting.body).contains("id=\"outbox-list\""))
            #expect(!String(buffer: waiting.body).contains("/signout"))
        }
    }

    @Test func aLogThePhoneKeptComesBackToItsFormAsItWasSent() async throws {
        try await WebTestApp.make(onSQLite: true).test(.router) { client in
            let browser = MemberPagesTests.Browser(client)
            _ = try await browser.signUp("ana")
            let form = try await browser.get(
                "/movies/42198/log?day=1990-05-01&rating=7&liked=yes&tags=cinema%2C+rain&replay=phone-log-0009&film=Heat"
            )
            #expect(form.status == .ok)
            for part in [
                "value=\"1990-05-01\"", "<option value=\"7\" selected>",
                "id=\"f-liked\" name=\"liked\" type=\"checkbox\" value=\"yes\" checked",
                "value=\"cinema, rain\"", "name=\"replay\" value=\"phone-log-0009\"",
            ] {
                #expect(form.text.contains(part), "\(part)")
            }
        }
    }

    @Test func theShellsTextIsSentGzippedToABrowserThatTakesIt() async throws {
        try await WebTestApp.make().test(.router) { client in
            for path in ["/static/app.js", "/static/app.css", "/sw.js", "/api/openapi.json"] {
                let plain = try await client.execute(uri: path, method: .get)
                let zipped = try await client.execute(
                    uri: path, method: .get, headers: [.acceptEncoding: "br;q=1, gzip;q=0.8"])
                #expect(plain.headers[.contentEncoding] == nil && zipped.headers[.contentEncoding] == "gzip", "\(path)")
                #expect(zipped.headers[.vary] == "Accept-Encoding")
                let unzipped = try Gzip.decompress(Data(zipped.body.readableBytesView))
                #expect(unzipped == Data(plain.body.readableBytesView), "\(path)")
                #expect(zipped.body.readableBytes * 2 < plain.body.readableBytes, "\(path): at least halved")
                let refused = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip;q=0"])
                #expect(refused.headers[.contentEncoding] == nil)
            }
        }
    }
}
