import Foundation
import MoviesTestSupport
import Testing

/// The command line as someone who lives in `gh` expects it: one id form everywhere, films by title or by
/// several ids, `-` for standard input, help that leads with the command's own options, and every slip
/// one clear line and a non-zero exit.
@Suite struct CLIHabitsTests {
    @Test func theIdShowPrintsIsTheIdEveryCommandTakes() async throws {
        let movies = try await MoviesInProcess.make()
        let search = try await movies.run(["search", "star", "wars"])
        #expect(search.stdout.contains("catalog:17738"))
        for id in ["catalog:17738", "17738"] {
            let shown = try await movies.run(["show", id])
            #expect(shown.status == 0 && shown.stdout.hasPrefix("Star Wars: Episode IV – A New Hope\n"), "\(id)")
        }
        let other = try await movies.run(["show", "tmdb:155"])
        #expect(other.status != 0 && other.stderr.hasPrefix("error: tmdb:155 is a film of TMDB"))
        for (arguments, message) in [
            (["show", "0"], "error: '0' is not a film id"), (["show"], "error: give a film"),
            (["show", "-5"], "error: '-5' is not a film id or title"), (["save"], "error: give a film"),
        ] {
            let output = try await movies.run(arguments)
            #expect(output.status != 0 && output.stderr.hasPrefix(message), "\(arguments): \(output.stderr)")
            #expect(output.stdout.isEmpty && output.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test func saveAndReviewTakeATitleAndSaveTakesSeveralIds() async throws {
        let movies = try await MoviesInProcess.make()
        let several = try await movies.run(["save", "catalog:17738", "47703"])
        #expect(several.stdout == "Saved “Star Wars: Episode IV – A New Hope”.\nSaved “The Godfather”.\n")
        let byTitle = try await movies.run(["save", "heat", "1995"])
        #expect(byTitle.stdout == "Saved “Heat”.\n")
        #expect(try await movies.run(["unsave", "the", "godfather"]).stdout.hasPrefix("Removed “The Godfather”."))
        let review = try await movies.run(
            ["review", "heat", "(1995)", "--rating", "9", "--text", "-"], input: "Tense.\nLong.\n")
        #expect(review.status == 0, "\(review.stderr)")
        let reviews = try await movies.run(["reviews", "heat"])
        #expect(reviews.stdout.contains("  Tense.\n  Long.\n"), "the text read from standard input, lines kept")
    }

    /// `log '$' 1971` once logged *1971* (2014): a title of a symbol is named as any title is.
    @Test func aTitleOfASymbolIsNamedAsAnyTitleIs() async throws {
        let movies = try await MoviesInProcess.make()
        let logged = try await movies.run(["log", "$", "1971", "--on", "2020-01-01"])
        #expect(
            logged.status == 0 && logged.stdout.hasPrefix("Logged “$”.\n2020-01-01  $ (1971)"),
            "\(logged.stdout)\(logged.stderr)")
        let saved = try await movies.run(["save", "$"])
        #expect(saved.stdout == "Saved “$”.\n", "\(saved.stdout)\(saved.stderr)")
    }

    /// `log parasite 2019` once logged *Parasite* (1982): a write by title names one film or writes nothing.
    @Test(arguments: [
        (["log", "parasite", "2019"], "error: no film titled “parasite” is of 2019; the years there are: 1982"),
        (["save", "heat"], "error: “heat” names 3 films; give the id of one of these, or the year after the title"),
        (["review", "godfater", "--rating", "8"], "error: no film is titled “godfater”; give the id, or the whole"),
        (["favourite", "add", "heat"], "error: “heat” names 3 films"),
        (["list", "add", "seventies", "heat"], "error: “heat” names 3 films"),
    ])
    func aWriteByTitleNeverGuesses(arguments: [String], error: String) async throws {
        let movies = try await MoviesInProcess.make()
        if arguments[0] == "list" { _ = try await movies.run(["list", "new", "seventies"]) }
        let refused = try await movies.run(arguments)
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix(error), "\(refused.stderr)")
        let lines = refused.stderr.split(separator: "\n")
        #expect(lines.count > 1 && lines.dropFirst().allSatisfy { $0.hasPrefix("  catalog:") }, "the candidates")
        #expect(try await movies.run(["diary"]).stdout.hasPrefix("Nothing in your diary yet."))
        #expect(try await movies.run(["saved"]).stdout == "No saved films yet.\n")
    }

    @Test func slipsAreOneLineAndANonZeroExit() async throws {
        let movies = try await MoviesInProcess.make()
        let json = try await movies.run(["search", "--json", "id,title", "heat"])
        #expect(json.status != 0 && json.stderr.contains("--json takes no field list") && json.stdout.isEmpty)
        let help = try await movies.run(["help", "nosuch"])
        #expect(help.status != 0 && help.stderr == "error: there is no command 'nosuch'; `movies --help` lists them\n")
        let never = try await movies.run(["recent", "--remove", "never searched"])
        #expect(never.status != 0 && never.stderr == "error: “never searched” is not among your recent searches\n")
        let role = try await movies.run(["person", "meryl", "streep", "--role", "director"])
        #expect(role.stdout.hasSuffix("\n\nMeryl Streep directed no film here.\n"))
    }

    @Test func oneShapePerDocumentOnEveryFrontEnd() async throws {
        let movies = try await MoviesInProcess.make()
        let table = try await movies.run(["search", "star", "wars"])
        let json = try await movies.run(["search", "star", "wars", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let first = try #require((document["results"] as? [[String: Any]])?.first)
        #expect(first["genres"] as? [String] == ["Science fiction", "Action", "Adventure"])
        #expect(table.stdout.contains("Science fiction, Action, Adventure"), "the same names as the table")
        // As much of the date as is known, and how much that is.
        #expect(first["releaseDate"] as? String == "1977" && first["releaseDatePrecision"] as? String == "year")

        let none = try await movies.run(["search", "qqqxxzz", "--json"])
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [String: Any])
        #expect(empty["totalPages"] as? Int == 0)
        #expect(
            try await movies.run(["search", "qqqxxzz"]).stdout.hasSuffix("\n0 results · catalog\n"), "no page 1 of 1")

        _ = try await movies.run(["save", "17738"])
        let saved = try await movies.run(["saved", "--json"])
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [String: Any])
        #expect(answer["saved"] is [String: Any], "the document /api/saved answers")
    }

    @Test func helpLeadsWithTheCommandsOwnOptionsAndGivesExamples() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["--version"]).stdout == "1.0.0\n")
        for command in ["search", "show", "review", "discover", "login", "saved", "person"] {
            let help = try await movies.run([command, "--help"]).stdout
            #expect(help.contains("Example"), "\(command)")
            let own = try #require(help.range(of: "OPTIONS:")).upperBound
            let firstOption = help[own...].drop { $0 == "\n" || $0 == " " }.prefix(12)
            #expect(!firstOption.hasPrefix("--database"), "\(command): its own options come first")
        }
    }
}
