import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// The Feed tab of `movies browse` over a server, in tmux: what a followed member watched, one row each,
/// and Enter opening the film.
@Suite struct CLIBrowseFeedTests {
    @Test func theFeedTabShowsWhatTheFollowedWatched() async throws {
        try await ServerClient.with(.sqlite) { client in
            let (server, url) = (client.server, client.url)
            var cookies: [String: String] = [:]
            for name in ["ana", "bob"] {
                let made = try await server.send(
                    .POST, "/api/users",
                    json:
                        #"{"name": "\#(name)", "fullName": {"given": "Bo", "family": "Lima"}, "password": "long enough"}"#
                )
                cookies[name] = made.setCookie?.split(separator: ";").first.map(String.init)
            }
            let origin = ("Origin", url)
            let asBob = [("Cookie", cookies["bob"] ?? ""), origin]
            _ = try await server.send(.PUT, "/api/diary/visibility", headers: asBob, json: #"{"public": true}"#)
            let logged = try await server.send(
                .POST, "/api/diary", headers: asBob,
                json: #"{"film": "47703", "day": "2024-03-12", "rating": 10, "review": "Every scene earns it."}"#)
            #expect(logged.status < 300, "\(logged.body)")
            let followed = try await server.send(
                .PUT, "/api/members/bob/follow", headers: [("Cookie", cookies["ana"] ?? ""), origin])
            #expect(followed.status == 200, "\(followed.body)")
            let tmux = try await client.browse(as: "ana")
            defer { tmux.kill() }
            try await tmux.press("Escape")
            for _ in 0..<4 { try await tmux.press("Tab") }
            let feed = try await tmux.waitFor("bob watched The Godfather (1972)")
            #expect(feed.contains("From the members you follow") && feed.contains("★★★★★"))
            try await tmux.press("Enter")
            try await tmux.waitFor("Francis Ford Coppola")
            try await tmux.type("q")
            try await tmux.waitFor("[exited 0]")
        }
    }
}
