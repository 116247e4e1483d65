import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies browse --server` used as a person would, in tmux: the signed-in member's saves and reviews are
/// the server's own, the header says where and as whom, and a token revoked on the web is said.
@Suite struct CLIBrowseServerTests {
    @Test func withServerTheSignedInMembersSavesAreTheServersOwn() async throws {
        try await ServerClient.with(.sqlite) { client in
            let (server, local, url, config) = (client.server, client.local, client.url, client.config)
            let signedUp = try await server.send(
                .POST, "/api/users",
                json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
            let cookie = try #require(signedUp.setCookie?.split(separator: ";").first.map(String.init))
            let tmux = try await client.browse(as: "ana")
            defer { tmux.kill() }
            try await tmux.type("godfahter")
            try await tmux.waitFor("The Godfather Part II")
            try await tmux.press("Enter")
            try await tmux.waitFor("› The Godfather (1972)")
            try await tmux.press("Enter")
            try await tmux.waitFor("Francis Ford Coppola")
            try await tmux.type("s")
            try await tmux.waitFor("Saved “The Godfather”.")
            try await tmux.type("r")
            try await tmux.waitFor("Publish")
            try await tmux.press("Right")
            try await tmux.type("Still great.")
            try await tmux.press("Enter")
            try await tmux.waitFor("Francis Ford Coppola")
            // The page loads again with the review at its end: End until it is there.
            try await tmux.waitFor("Your review: ★★★★☆ 8/10", pressing: "End")

            let saved = try await server.get("/api/saved", headers: [("Cookie", cookie)])
            #expect(saved.body.contains("The Godfather"))
            let reviews = try await server.get("/api/movies/catalog:47703/reviews")
            #expect(reviews.body.contains("Still great.") && reviews.body.contains("\"rating\":8"))
            let recent = try await server.get("/api/recent", headers: [("Cookie", cookie)])
            #expect(recent.body.contains("godfahter") && !recent.body.contains("\"godf\""), "suggestions save nothing")
            #expect(
                try await tmux.screen().contains("ana @ 127.0.0.1:\(server.port)"), "the header says where and as whom")
            tmux.kill()

            // Revoked on the web: the header says so, and searching, which needs no sign-in, still works.
            let listed = try await server.get("/api/tokens", headers: [("Cookie", cookie)])
            let id = try #require(listed.body.firstMatch(of: /"id":"([0-9a-f-]+)"/)?.output.1)
            #expect(try await server.send(.DELETE, "/api/tokens/\(id)", headers: [("Cookie", cookie)]).status == 204)
            let revoked = try await TmuxSession.start(
                ["browse", "--server", url], database: local.database, environment: config)
            defer { revoked.kill() }
            try await revoked.waitFor("token refused")
            try await revoked.type("heat")
            try await revoked.press("Enter")
            try await revoked.waitFor("› Heat (1995)")
        }
    }
}
