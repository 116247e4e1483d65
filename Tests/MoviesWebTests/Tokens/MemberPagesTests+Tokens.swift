import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The access tokens part of `/settings`, as a browser uses it.
extension MemberPagesTests {
    @Test func settingsMakeATokenShowItsSecretOnceAndRevokeIt() async throws {
        try await WebTestApp.make().test(.router) { client in
            let browser = Browser(client)
            _ = try await browser.signUp("ana")
            let wrong = try await browser.post(
                "/settings/tokens", ["label": "laptop", "scope": "read", "current": "not it at all"])
            #expect(wrong.status == .unauthorized && wrong.text.contains("id=\"f-token-current-error\">"))
            let made = try await browser.post(
                "/settings/tokens",
                ["label": "laptop", "scope": "read", "expiresInDays": "30", "current": "long enough"])
            #expect(made.status == .ok)
            let secret = try #require(made.text.firstMatch(of: /<code class="secret">(movies_[A-Za-z0-9_-]+)<\/code>/))
                .output.1
            #expect(made.text.contains("Copy it now: it is not shown again."))
            let page = try await browser.get("/settings").text
            #expect(page.contains("<strong>laptop</strong> · Read") && !page.contains(secret))
            let me = try await client.execute(
                uri: "/api/me", method: .get, headers: [.authorization: "Bearer \(secret)"])
            #expect(me.status == .ok)

            let id = try #require(page.firstMatch(of: /name="id" value="([0-9a-f-]+)"/)).output.1
            let revoked = try await browser.post("/settings/tokens/revoke", ["id": String(id)])
            #expect(
                revoked.status == .ok && revoked.text.contains("Revoked “laptop”.")
                    && revoked.text.contains("No tokens."))
            let after = try await client.execute(
                uri: "/api/me", method: .get, headers: [.authorization: "Bearer \(secret)"])
            #expect(after.status == .unauthorized)
        }
    }
}
