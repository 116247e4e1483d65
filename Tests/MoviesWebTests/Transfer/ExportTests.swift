import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The member's whole data as a zip: from the API, and from Settings → Your data.
@Suite struct ExportTests {
    @Test func theAPIAndTheSettingsPageHandTheMemberTheirDataAsAZip() async throws {
        try await WebTestApp.make().test(.router) { client in
            let ana = MemberClient(client)
            _ = try await ana.signUp("ana")
            _ = try await ana.send(.post, "/api/diary", json: ["film": "42198", "day": "2024-03-12", "rating": 8])
            for uri in ["/api/export", "/settings/export"] {
                let response = try await ana.send(.get, uri)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.contentType] == "application/zip")
                #expect(response.headers[.contentDisposition]?.hasPrefix("attachment; filename=\"movies-ana-") == true)
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(Array(response.body.readableBytesView.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
            }
            let settings = try await ana.send(.get, "/settings")
            #expect(String(buffer: settings.body).contains("href=\"/settings/export\""))
        }
    }

    @Test func nobodySignedInGetsNoExport() async throws {
        try await WebTestApp.make().test(.router) { client in
            #expect(try await client.execute(uri: "/api/export", method: .get).status == .unauthorized)
            let page = try await client.execute(uri: "/settings/export", method: .get)
            #expect(page.status == .seeOther || page.status == .found)
        }
    }
}
