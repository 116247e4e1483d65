import Foundation
import MoviesTestSupport
import Testing

@Suite struct CLIOutputTests {
    @Test func searchPrintsATableAndAFooter() async throws {
        let movies = try await MoviesInProcess.make()
        let output = try await movies.run(["search", "star", "wars"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        try Golden.check(output.stdout, against: "search-star-wars.txt")
    }

    @Test func searchFindsAmelieWithoutTheAccent() async throws {
        let output = try await MoviesInProcess.make().run(["search", "amelie"])
        #expect(output.stdout.contains("Amélie"))
        #expect(output.stdout.hasSuffix("page 1 of 1 · 1 result · catalog\n"))
    }

    @Test func searchJSONHasAStableShape() async throws {
        let output = try await MoviesInProcess.make().run(["search", "amelie", "--json"])
        #expect(output.status == 0)
        try Golden.check(output.stdout, against: "search-amelie.json")
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(document?["totalResults"] as? Int == 1)
        #expect((document?["results"] as? [[String: Any]])?.first?["title"] as? String == "Amélie")
    }

    @Test func laterPagesContinueTheNumbering() async throws {
        let output = try await MoviesInProcess.make().run(["search", "love", "--page", "2"])
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n")[1].hasPrefix("21  catalog:"))
        #expect(output.stdout.contains("page 2 of "))
    }

    @Test func noMatchesIsAnEmptyResultNotAnError() async throws {
        let output = try await MoviesInProcess.make().run(["search", "qqqxxzz"])
        #expect(output.status == 0)
        #expect(output.stdout == "No films match “qqqxxzz”.\n0 results · catalog\n")
    }

    @Test func aMisspelledSearchOffersTheNearSpelling() async throws {
        let output = try await MoviesInProcess.make().run(["search", "heta"])
        #expect(output.status == 0)
        #expect(output.stdout == "No films match “heta”.\nDid you mean “heat”?\n0 results · catalog\n")
    }

    @Test func showPrintsEveryDetail() async throws {
        let output = try await MoviesInProcess.make().run(["show", "17738"])
        #expect(output.status == 0)
        try Golden.check(output.stdout, against: "show-17738.txt")
    }

    @Test(arguments: [
        (["godfather"], "The Godfather"), (["godfather", "2"], "The Godfather Part II"), (["300"], "300"),
    ])
    func showOpensTheBestMatchForATitle(words: [String], title: String) async throws {
        let output = try await MoviesInProcess.make().run(["show"] + words)
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("\(title)\n"))
    }

    @Test func searchShowsEachFilmsIdToOpenIt() async throws {
        let movies = try await MoviesInProcess.make()
        let row = try await movies.run(["search", "amelie"]).stdout.split(separator: "\n")[1]
        let id = try #require(row.split(separator: " ").dropFirst().first)
        #expect(try await movies.run(["show", String(id)]).stdout.hasPrefix("Amélie\n"))
    }

    @Test func showJSONIncludesCastAndCrew() async throws {
        let output = try await MoviesInProcess.make().run(["show", "484048", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect(document?["title"] as? String == "Amélie")
        #expect((document?["cast"] as? [String])?.contains("Audrey Tautou") == true)
        #expect(document?["releaseDate"] as? String == "2001-02-28")
    }

    @Test func aSlipOfTheKeyboardListsTheFilmMeantAndSaysWhatWasSearchedFor() async throws {
        let movies = try await MoviesInProcess.make()
        let lines = try await movies.run(["search", "godfahter"]).stdout.split(separator: "\n")
        #expect(lines.first == "Showing films for “godfather”.")
        #expect(lines[2].contains("The Godfather ") && lines[2].contains("1972"), "\(lines)")
    }

    @Test func recentListsSuccessfulSearchesNewestFirst() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["recent"]).stdout == "No recent searches.\n")
        _ = try await movies.run(["search", "alien"])
        _ = try await movies.run(["search", "heat"])
        _ = try await movies.run(["search", "ALIEN"])
        #expect(try await movies.run(["recent"]).stdout == "1. ALIEN\n2. heat\n")
        #expect(try await movies.run(["recent", "--limit", "1"]).stdout == "1. ALIEN\n")
        #expect(try await movies.run(["recent", "--remove", " alien "]).stdout == "1. heat\n")
        _ = try await movies.run(["search", "up"])
        #expect(try await movies.run(["recent", "--clear"]).stdout == "No recent searches.\n")
        #expect(try await movies.run(["recent"]).stdout == "No recent searches.\n")
    }

    @Test func firstRunImportsTheCatalogAndSaysSo() async throws {
        let movies = MoviesBinary(
            database: try MoviesBinary.temporaryDirectory().appendingPathComponent("new/movies.sqlite"))
        let output = try await movies.run(["search", "heat"])
        #expect(output.status == 0)
        #expect(output.stderr.hasPrefix("Importing the film catalog (17472 films)…\n"))
        #expect(output.stderr.contains("Imported the film catalog in "))
        #expect(try await movies.run(["search", "heat"]).stderr.isEmpty)
    }

    @Test(arguments: [["--help"], ["search", "--help"], ["show", "--help"], ["recent", "--help"]])
    func everyCommandHasHelp(arguments: [String]) async throws {
        let output = try await MoviesInProcess.make().run(arguments)
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: movies"))
    }
}
