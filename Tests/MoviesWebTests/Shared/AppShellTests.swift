import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

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
}
