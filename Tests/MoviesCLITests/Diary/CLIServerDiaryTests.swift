import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// The diary through `--server`: watches logged here are the web's, and the server's checks, ids and
/// statistics are the ones a member sees, on SQLite and on PostgreSQL.
@Suite(.serialized) struct CLIServerDiaryTests {
    @Test(arguments: ServerClient.stores) func theDiaryIsKeptOnTheServer(_ store: ServerClient.Store) async throws {
        try await ServerClient.with(store) { client in
            let server = client.server
            func movies(_ arguments: [String], input: String? = nil) async throws -> MoviesBinary.Output {
                try await client.movies(arguments, input: input)
            }
            let signedUp = try await server.send(
                .POST, "/api/users",
                json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
            let cookie = try #require(signedUp.setCookie?.split(separator: ";").first.map(String.init))
            #expect(try await movies(["login", "--name", "ana"], input: "long enough\n").status == 0)

            #expect(try await movies(["save", "47703"]).status == 0)
            let logged = try await movies(["log", "47703", "--on", "2024-03-12", "--rating", "8", "--review", "Still."])
            #expect(
                logged.status == 0
                    && logged.stdout.hasPrefix(
                        "Logged “The Godfather”. It is no longer in your saved films.\n2024-03-12  The Godfather (1972)  ★★★★☆ 8/10  reviewed  id "
                    ), "\(logged.stdout)\(logged.stderr)")
            let again = try await movies(["log", "the godfather", "--on", "2025-01-02", "--rating", "10"])
            #expect(again.stdout.contains("★★★★★ 10/10  rewatch"), "a rewatch by itself, as the server's diary says")

            // The web shows what the command line logged, and the server gave the watch its id.
            let web = try await server.get("/diary", headers: [("Cookie", cookie)])
            #expect(web.status == 200 && web.body.contains("The Godfather"))
            let apiDiary = try await server.get("/api/diary?year=2024", headers: [("Cookie", cookie)])
            let id = try #require(apiDiary.body.firstMatch(of: /"id":"([0-9a-f-]{36})"/)?.output.1)
            #expect(logged.stdout.contains("id \(id.prefix(8))"), "the id shown is the server's")
            #expect(try await server.get("/saved", headers: [("Cookie", cookie)]).body.contains("No saved films"))
            #expect(try await movies(["reviews", "47703"]).stdout.contains("Still."))

            let diary = try await movies(["diary"])
            let lines = diary.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 4 && lines[1].hasPrefix("2025-01-02") && lines[2].hasPrefix("2024-03-12"))
            #expect(lines[3] == "page 1 of 1 · 2 watches")
            #expect(try await movies(["diary", "--year", "2024"]).stdout.contains("1 watch"))
            let shown = try await movies(["show", "47703"])
            #expect(shown.stdout.contains("Watched 2 times, last on January 2, 2025 · your rating 10/10"))

            let stats = try await movies(["stats", "--json"])
            let numbers = try #require(
                try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
            #expect(
                numbers["watches"] as? Int == 2 && numbers["films"] as? Int == 1 && numbers["rewatches"] as? Int == 1)
            #expect(try await movies(["stats", "--year", "2025"]).stdout.contains("The Godfather"))

            let deleted = try await movies(["diary", "--delete", String(id.prefix(8))])
            #expect(deleted.status == 0 && deleted.stdout.hasPrefix("Deleted your watch of “The Godfather”.\n"))
            #expect(
                try await server.get("/api/diary", headers: [("Cookie", cookie)]).body.contains("\"totalResults\":1"))
            let undone = try await movies(["diary", "--undo"])
            #expect(undone.stdout.hasPrefix("Undone.\n") && undone.stdout.contains("2 watches"))

            // The server's checks, in one line each, in the server's words; nothing is written.
            let future = try await movies(["log", "47703", "--on", "3024-01-01"])
            #expect(future.status != 0 && future.stderr == "error: that day has not come yet\n")
            let missing = try await movies(["diary", "--delete", "abcdef12"])
            #expect(missing.status != 0 && missing.stderr == "error: there is no such watch in your diary\n")
            #expect(try await movies(["diary"]).stdout.contains("2 watches"))
        }
    }
}
