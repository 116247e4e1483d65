import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies for-you` and `movies pick` through `--server`, on SQLite and on PostgreSQL: the server scores
/// its catalog against the diaries it keeps, and the terminal prints what it answers.
@Suite(.serialized) struct CLITasteOverServerTests {
    @Test(arguments: ServerClient.stores) func forYouAndTonightsPickComeFromTheServer(
        _ store: ServerClient.Store
    )
        async throws
    {
        try await ServerClient.with(store) { client in
            let server = client.server
            _ = try await server.signUp("ana")
            let asBob = try await server.signUp("bob")
            #expect(try await server.send(.PUT, "/api/members/ana/follow", headers: asBob).status == 200)
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)
            #expect(try await client.movies(["follow", "bob"]).status == 0)

            // The Godfather, its Part II, Apocalypse Now and The Conversation loved; others less so.
            let films = [
                "47703", "184768", "182692", "1009788", "17738", "42198", "11621", "24815", "174284", "188718",
            ]
            for (place, film) in films.enumerated() {
                let logged = try await client.movies(["log", film, "--rating", place < 4 ? "10" : "5"])
                #expect(logged.status == 0, "\(film): \(logged.stderr)")
            }
            let forYou = try await client.movies(["for-you"])
            #expect(forYou.status == 0, "\(forYou.stderr)")
            #expect(forYou.stdout.contains("From your 10 rated films"), "\(forYou.stdout)")
            #expect(forYou.stdout.contains("Francis Ford Coppola"), "the reasons come through: \(forYou.stdout)")
            let json = try await client.movies(["for-you", "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let first = try #require((document?["films"] as? [[String: Any]])?.first?["id"] as? String)
            #expect(try await client.movies(["for-you", "--not-interested", first]).status == 0)
            #expect(!(try await client.movies(["for-you", "--json"]).stdout.contains("\"\(first)\"")), "set aside")
            #expect(try await client.movies(["for-you", "--undo", first]).status == 0)

            let picked = try await client.movies(["pick", "--with", "bob", "--under", "2h"])
            #expect(picked.status == 0, "\(picked.stderr)")
            // bob's diary is private: nothing is said of him.
            #expect(picked.stdout.contains("  · You: about ") && picked.stdout.contains("  · bob: a private diary"))
            #expect(!picked.stdout.contains("  · bob: about "), "\(picked.stdout)")
            #expect(!picked.stdout.contains("catalog:47703"), "nothing ana watched")
            let stranger = try await client.movies(["pick", "--with", "cyd"])
            #expect(
                stranger.status == 1 && stranger.stderr == "error: there is no member called cyd\n",
                "\(stranger.stderr)")
        }
    }
}
