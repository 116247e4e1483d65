import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies lists` and `movies list`: a list made, filled by ids and a title, reordered, shown as a table
/// and as JSON, deleted and brought back, and bad input in one line with nothing changed.
@Suite(.serialized) struct CLIListTests {
    @Test func aListIsMadeFilledReorderedShownAndDeleted() async throws {
        let movies = try await MoviesInProcess.make()
        let made = try await movies.run(["list", "new", "Best of the ’70s", "--ranked", "--public"])
        #expect(made.stdout == "Made “Best of the ’70s”. Its address: best-of-the-70s.\n", "\(made.stderr)")
        #expect(try await movies.run(["list", "add", "best of the ’70s", "47703", "184768"]).status == 0)
        let titled = try await movies.run(["list", "add", "best-of-the-70s", "the", "conversation", "--note", "Tapes."])
        #expect(titled.stdout == "Added “The Conversation” to “Best of the ’70s” (number 3).\n", "\(titled.stderr)")
        #expect(try await movies.run(["list", "move", "best-of-the-70s", "1009788", "--to", "1"]).status == 0)
        #expect(try await movies.run(["log", "47703"]).status == 0)

        let shown = try await movies.run(["list", "best-of-the-70s"])
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Best of the ’70s · 3 films · public, ranked")
        #expect(lines.dropFirst().first == "You have watched 1 of these 3 films.")
        #expect(
            lines.dropFirst(3).map { $0.split(separator: " ", maxSplits: 2)[1] } == [
                "catalog:1009788", "catalog:47703", "catalog:184768",
            ])
        let json = try await movies.run(["list", "best-of-the-70s", "--json"])
        #expect(json.stdout.contains("\"note\" : \"Tapes.\"") && json.stdout.contains("\"films\" : 3"))
        #expect(
            try await movies.run(["lists"]).stdout.contains("Best of the ’70s      3  Public, ranked  best-of-the-70s"))
        let lists = try await movies.run(["lists", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(lists.stdout.utf8)) as? [String: Any]
        let list = try #require((document?["lists"] as? [[String: Any]])?.first)
        #expect(
            list["slug"] as? String == "best-of-the-70s" && list["films"] as? Int == 3
                && list["ranked"] as? Bool == true)

        let deleted = try await movies.run(["list", "delete", "best-of-the-70s"])
        #expect(deleted.stdout == "Deleted “Best of the ’70s”. `movies list undo` brings it back.\n")
        #expect(try await movies.run(["lists"]).stdout == "No lists yet.\n")
        #expect(try await movies.run(["list", "undo"]).stdout == "Brought back “Best of the ’70s”.\n")
    }

    @Test(arguments: [
        (["list", "new", String(repeating: "x", count: 101)], "error: a list's title is at most 100 characters"),
        (["list", "nope"], "error: there is no such list"),
        (["list", "add", "mine", "47703"], "error: “The Godfather” is in the list already"),
        (["list", "move", "mine", "47703", "--to", "5"], "error: there is no place 5 in a list of 1"),
        (["list", "remove", "mine", "42198"], "error: catalog:42198 is not in the list"),
    ])
    func badInputIsOneLineAndChangesNothing(arguments: [String], error: String) async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["list", "new", "Mine"]).status == 0)
        #expect(try await movies.run(["list", "add", "mine", "47703"]).status == 0)
        let result = try await movies.run(arguments)
        #expect(result.status != 0 && result.stderr == error + "\n", "\(result.stderr)")
        #expect(try await movies.run(["lists"]).stdout.contains("Mine       1  Private       mine"))
    }

    /// Two lists of one title: the title names neither (it is asked which, by address); an address names one.
    @Test func aTitleOfTwoListsAsksWhich() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["list", "new", "Best of the ’70s"]).status == 0)
        let second = try await movies.run(["list", "new", "Best of the ’70s"])
        let address = try #require(second.stdout.split(separator: " ").last.map { String($0.dropLast(2)) })
        #expect(address != "best-of-the-70s", "\(second.stdout)")
        let asked = try await movies.run(["list", "add", "best of the ’70s", "47703"])
        #expect(asked.status == 1, "\(asked.stdout)")
        #expect(
            asked.stderr
                == "error: “best of the ’70s” is the title of 2 of your lists; name one by its address: best-of-the-70s, \(address)\n"
                || asked.stderr
                    == "error: “best of the ’70s” is the title of 2 of your lists; name one by its address: \(address), best-of-the-70s\n",
            "\(asked.stderr)")
        #expect(try await movies.run(["list", "add", address, "47703"]).status == 0)
        #expect(try await movies.run(["list", "show", address]).stdout.contains("The Godfather"))
        #expect(!(try await movies.run(["list", "show", "best-of-the-70s"]).stdout.contains("The Godfather")))
    }
}

/// Lists through `--server`: made, filled and reordered on the server, whose checks and addresses hold, and
/// whose web page shows them (SQLite and PostgreSQL).
@Suite(.serialized) struct CLIServerListTests {
    @Test(arguments: ServerClient.stores) func listsAreKeptOnTheServer(_ store: ServerClient.Store) async throws {
        try await ServerClient.with(store) { client in
            try await client.signUpAndLogIn("ana")
            let made = try await client.movies(["list", "new", "Best of the ’70s", "--public"])
            #expect(made.stdout == "Made “Best of the ’70s”. Its address: best-of-the-70s.\n", "\(made.stderr)")
            #expect(try await client.movies(["list", "add", "best-of-the-70s", "47703", "184768"]).status == 0)
            #expect(try await client.movies(["list", "move", "best of the ’70s", "184768", "--to", "1"]).status == 0)
            let twice = try await client.movies(["list", "add", "best-of-the-70s", "47703"])
            #expect(twice.status != 0 && twice.stderr.contains("is in the list already"), "\(twice.stderr)")
            let shown = try await client.movies(["list", "best-of-the-70s"])
            #expect(
                shown.stdout.contains("1  catalog:184768") && shown.stdout.contains("2  catalog:47703"),
                "\(shown.stdout)")
            let page = try await client.server.get("/u/ana/lists/best-of-the-70s")
            #expect(page.status == 200 && page.body.contains("The Godfather Part II"))
            #expect(try await client.movies(["list", "delete", "best-of-the-70s"]).status == 0)
            #expect(try await client.movies(["list", "undo"]).stdout == "Brought back “Best of the ’70s”.\n")
        }
    }
}
