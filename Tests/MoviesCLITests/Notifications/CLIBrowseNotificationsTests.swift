import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// The Notifications tab of `movies browse` over a server, in tmux: who followed the member, marked new, and
/// read once shown.
@Suite struct CLIBrowseNotificationsTests {
    @Test func theNotificationsTabShowsWhoFollowedAndReadsThem() async throws {
        try await ServerClient.with(.sqlite) { client in
            let server = client.server
            let asAna = try await server.signUp("ana")
            let asBob = try await server.signUp("bob")
            #expect(try await server.send(.PUT, "/api/members/ana/follow", headers: asBob).status == 200)
            let tmux = try await client.browse(as: "ana")
            defer { tmux.kill() }
            try await tmux.press("Escape")
            for _ in 0..<6 { try await tmux.press("Tab") }
            let shown = try await tmux.waitFor("bob followed you")
            #expect(shown.contains("Notifications") && shown.contains("New"))
            try await tmux.type("q")
            try await tmux.waitFor("[exited 0]")

            let after = try await server.send(.GET, "/api/notifications", headers: asAna)
            let document = try JSONSerialization.jsonObject(with: Data(after.body.utf8)) as? [String: Any]
            #expect(document?["unread"] as? Int == 0, "shown once, read: \(after.body)")
        }
    }
}
