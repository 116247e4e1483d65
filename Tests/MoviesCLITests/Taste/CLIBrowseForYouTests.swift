import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// The For you tab of `movies browse` over a server, in tmux: films from the member's own ratings with the
/// rating likely and why, one set aside with `x` and brought back with `u`; `p` picks tonight's films with a
/// friend.
@Suite struct CLIBrowseForYouTests {
    @Test func theForYouTabShowsFilmsFromTheRatingsAndSetsOneAside() async throws {
        try await ServerClient.with(.sqlite) { client in
            let server = client.server
            let asAna = try await server.signUp("ana")
            let asBob = try await server.signUp("bob")
            #expect(try await server.send(.PUT, "/api/members/bob/follow", headers: asAna).status == 200)
            #expect(try await server.send(.PUT, "/api/members/ana/follow", headers: asBob).status == 200)
            let open = try await server.send(
                .PUT, "/api/diary/visibility", headers: asBob, json: #"{"public": true}"#)
            #expect(open.status == 200, "bob lets his friends' picks say how he likes them")
            let films = [
                "47703", "184768", "182692", "1009788", "17738", "42198", "11621", "24815", "174284", "188718",
            ]
            for (place, film) in films.enumerated() {
                let logged = try await server.send(
                    .POST, "/api/diary", headers: asAna,
                    json: #"{"film": "\#(film)", "day": "unknown", "rating": \#(place < 4 ? 10 : 5)}"#)
                #expect(logged.status < 300, "\(logged.body)")
            }
            let tmux = try await client.browse(as: "ana")
            defer { tmux.kill() }
            try await tmux.press("Escape")
            for _ in 0..<5 { try await tmux.press("Tab") }
            let shown = try await tmux.waitFor("From your 10 rated films")
            #expect(shown.contains("About ") && shown.contains("/10 for you"), "\(shown)")
            try await tmux.type("x")
            try await tmux.waitFor("will not be suggested again")
            try await tmux.type("u")
            try await tmux.waitFor("may be suggested again")
            try await tmux.type("p")
            try await tmux.waitFor("Watch with:")
            try await tmux.type("bob")
            try await tmux.press("Down")
            try await tmux.type("2h")
            try await tmux.press("Enter")
            let picked = try await tmux.waitFor("Everyone about")
            #expect(picked.contains("You: about") && picked.contains("bob: about"), "\(picked)")
            try await tmux.press("Escape")
            try await tmux.waitFor("From your 10 rated films")
            try await tmux.type("q")
            try await tmux.waitFor("[exited 0]")
        }
    }
}
