import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies follow`, `unfollow`, `block`, `unblock`, `followers`, `following` and `blocked` through
/// `--server`, on SQLite and on PostgreSQL: the server's members and its rules, a block it never tells.
@Suite(.serialized) struct CLIClubTests {
    @Test(arguments: ServerClient.stores) func membersFollowAndBlockThroughAServer(
        _ store: ServerClient.Store
    )
        async throws
    {
        try await ServerClient.with(store) { client in
            let server = client.server
            let cookies = try await Self.signUp(["ana", "bob"], on: server)
            let asBob = [("Cookie", cookies["bob"] ?? ""), ("Origin", "http://127.0.0.1:\(server.port)")]
            let madePublic = try await server.send(
                .PUT, "/api/diary/visibility", headers: asBob, json: #"{"public": true}"#)
            #expect(madePublic.status == 200, "\(madePublic.body)")
            let logged = try await server.send(
                .POST, "/api/diary", headers: asBob, json: #"{"film": "47703", "day": "2024-03-12", "rating": 9}"#)
            #expect(logged.status < 300, "\(logged.body)")
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)

            let followed = try await client.movies(["follow", "bob"])
            #expect(followed.status == 0 && followed.stdout == "You follow bob now.\n", "\(followed.stderr)")
            #expect(try await client.movies(["follow", "BOB"]).stdout == "You follow bob already.\n")
            let following = try await client.movies(["following"])
            #expect(following.stdout.hasPrefix("Followed by ana\n") && following.stdout.contains("bob"))
            let json = try await client.movies(["followers", "bob", "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let members = (document?["members"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(members == ["ana"] && document?["totalCount"] as? Int == 1, "\(json.stdout)")

            let feed = try await client.movies(["feed"])
            #expect(feed.stdout.hasPrefix("bob watched The Godfather · "), "\(feed.stdout)\(feed.stderr)")
            #expect(feed.stdout.contains("  The Godfather (1972)  ★★★★½  on March 12, 2024\n"), "\(feed.stdout)")

            let oneself = try await client.movies(["follow", "ana"])
            #expect(oneself.status == 1 && oneself.stderr.contains("cannot follow yourself"), "\(oneself.stderr)")
            let nobody = try await client.movies(["follow", "nobody"])
            #expect(nobody.status == 1 && nobody.stderr.filter(\.isNewline).count == 1)

            let blocked = try await client.movies(["block", "bob"])
            #expect(blocked.stdout.hasPrefix("You blocked bob."), "\(blocked.stderr)")
            #expect(try await client.movies(["blocked"]).stdout.contains("bob"))
            #expect(try await client.movies(["following"]).stdout.contains("ana follows nobody yet."))
            #expect(try await client.movies(["feed"]).stdout.hasPrefix("Nothing here yet."), "the follow ended")
            let refused = try await client.movies(["follow", "bob"])
            #expect(refused.status == 1 && refused.stderr.contains("unblock them first"))
            #expect(try await client.movies(["unblock", "bob"]).stdout == "You unblocked bob.\n")
            #expect(try await client.movies(["blocked"]).stdout.contains("You have blocked nobody."))
        }
    }

    /// Over a server a member's own comment is theirs to edit and delete, as on the site: the client knows
    /// them by id and the comment's author by name, and tells them apart no longer.
    @Test func aMemberEditsAndDeletesTheirCommentThroughAServer() async throws {
        try await ServerClient.with(.sqlite) { client in
            let server = client.server
            let cookies = try await Self.signUp(["ana", "bob"], on: server)
            let asBob = [("Cookie", cookies["bob"] ?? ""), ("Origin", "http://127.0.0.1:\(server.port)")]
            let logged = try await server.send(
                .POST, "/api/diary", headers: asBob,
                json: #"{"film": "47703", "day": "2024-03-12", "rating": 9, "review": "An epic."}"#)
            let watch = try #require(
                (try JSONSerialization.jsonObject(with: Data(logged.body.utf8)) as? [String: Any])?["id"] as? String)
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)

            let made = try await client.movies(["comment", watch, "The", "score.", "--json"])
            #expect(made.status == 0, "\(made.stderr)")
            let comment = try #require(
                (try JSONSerialization.jsonObject(with: Data(made.stdout.utf8)) as? [String: Any])?["id"] as? String)
            let edited = try await client.movies(["comment", "--edit", comment, "The", "score!"])
            #expect(edited.status == 0, "\(edited.stderr)")
            let deleted = try await client.movies(["comment", "--delete", comment])
            #expect(deleted.status == 0, "\(deleted.stderr)")
            let thread = try await client.movies(["comments", watch])
            #expect(!thread.stdout.contains("The score"), "\(thread.stdout)")
        }
    }

    /// Makes each member on the server, answering each one's session cookie.
    static func signUp(_ names: [String], on server: ServerProcess) async throws -> [String: String] {
        var cookies: [String: String] = [:]
        for name in names {
            let made = try await server.send(
                .POST, "/api/users",
                json:
                    #"{"name": "\#(name)", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#
            )
            #expect(made.status == 201 || made.status == 200, "\(made.body)")
            cookies[name] = made.setCookie?.split(separator: ";").first.map(String.init)
        }
        return cookies
    }
}
