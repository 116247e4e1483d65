import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies log --with`, `movies offers` and what `movies diary` and `movies stats` print of whom one watched
/// with, through `--server`, on SQLite and on PostgreSQL.
@Suite(.serialized) struct CLITogetherTests {
    @Test(arguments: ServerClient.stores) func aWatchNamesAFriendWhoAcceptsItAtTheTerminal(
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

            let stranger = try await client.movies(["log", "47703", "--on", "2024-03-12", "--with", "bob"])
            #expect(stranger.status == 1, "ana does not follow bob yet")
            #expect(stranger.stderr == "error: you and bob must follow each other to name them on a watch\n")
            #expect(try await client.movies(["diary"]).stdout.contains("Nothing in your diary"), "nothing was logged")

            #expect(try await client.movies(["follow", "bob"]).status == 0)
            let logged = try await client.movies([
                "log", "47703", "--on", "2024-03-12", "--rating", "9", "--with", "bob",
            ])
            #expect(logged.status == 0 && logged.stdout.contains("with bob"), "\(logged.stdout)\(logged.stderr)")
            let diary = try await client.movies(["diary"])
            #expect(diary.stdout.contains("With") && diary.stdout.contains("bob"), "\(diary.stdout)")
            let stats = try await client.movies(["stats"])
            #expect(stats.stdout.contains("Watched with most\n  bob · 1 watch"), "\(stats.stdout)")

            #expect(try await client.movies(["offers"]).stdout == "Nothing waits for you.\n", "none for ana")
            #expect(try await client.movies(["login", "--name", "bob"], input: "long enough\n").status == 0)
            let notices = try await client.movies(["notifications"])
            #expect(notices.stdout.hasPrefix("2 unread · 2 in all\n"), "\(notices.stdout)")
            #expect(notices.stdout.contains("ana named you on their watch of The Godfather"), "\(notices.stdout)")
            #expect(notices.stdout.contains("ana followed you"), "\(notices.stdout)")
            let reread = try await client.movies(["news"])
            #expect(reread.stdout.hasPrefix("0 unread · 2 in all"), "read now: \(reread.stdout)\(reread.stderr)")
            let waiting = try await client.movies(["offers", "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(waiting.stdout.utf8)) as? [String: Any]
            let offer = try #require((document?["offers"] as? [[String: Any]])?.first?["id"] as? String)
            let listed = try await client.movies(["offers"])
            #expect(
                listed.stdout.hasPrefix("ana watched The Godfather (1972) with you on Mar 12 2024"), "\(listed.stdout)")
            let accepted = try await client.movies(["offers", "--accept", offer, "--rating", "7"])
            #expect(accepted.stdout == "“The Godfather” is in your diary.\n", "\(accepted.stdout)\(accepted.stderr)")
            #expect(try await client.movies(["diary"]).stdout.contains("ana"))
            let again = try await client.movies(["offers", "--dismiss", offer])
            #expect(again.status == 1 && again.stderr == "error: there is no such watch offered to you\n")
            let both = try await client.movies(["offers", "--accept", "a", "--dismiss", "b"])
            #expect(both.status != 0 && both.stderr.contains("not both"))
        }
    }
}
