import Foundation
import MoviesTestSupport
import Testing

/// `movies film add`: a film the catalog lacks, added once, then a film like any other (its page, the
/// diary); the films it may already be asked about first; bad input in one line with nothing added.
@Suite struct CLIFilmAddTests {
    @Test func anAddedFilmOpensAndIsLoggedLikeAnyOther() async throws {
        let movies = try await MoviesInProcess.make()
        let added = try await movies.run([
            "film", "add", "Past", "Lives", "--year", "2023", "--director", "Celine Song", "--runtime", "106",
            "--genre", "drama", "--original-language", "ko", "--imdb", "tt13238346", "--yes",
        ])
        #expect(
            added.status == 0 && added.stdout == "Added “Past Lives” (2023): catalog:1000000001.\n", "\(added.stderr)")
        let shown = try await movies.run(["show", "catalog:1000000001"]).stdout
        #expect(
            shown.hasPrefix("Past Lives\n") && shown.contains("Celine Song") && shown.contains("106 min"), "\(shown)")
        #expect(try await movies.run(["log", "catalog:1000000001", "--rating", "9"]).status == 0)
        #expect(try await movies.run(["diary"]).stdout.contains("Past Lives  2023"))
        let found = try await movies.run(["search", "past lives"]).stdout
        let first = found.split(separator: "\n").dropFirst().first ?? ""
        #expect(first.contains("catalog:1000000001  Past Lives"), "found at once, first: \(found.prefix(300))")

        let again = try await movies.run(["film", "add", "past lives!", "--year", "2023", "--yes"])
        #expect(again.status == 1)
        #expect(again.stderr == "error: “Past Lives” (2023) is here already: catalog:1000000001\n")
        let asked = try await movies.run(["film", "add", "past lives", "--year", "2023"], terminal: true)
        #expect(asked.stderr == "error: “Past Lives” (2023) is here already: catalog:1000000001\n", "told, not asked")
        let amelie = try await movies.run(["film", "add", "Amelie", "--year", "2001", "--yes"])
        #expect(amelie.stderr == "error: “Amélie” (2001) is here already: catalog:484048\n")
    }

    @Test func theFilmsItMayAlreadyBeAreAskedAboutFirst() async throws {
        let movies = try await MoviesInProcess.make()
        let piped = try await movies.run(["film", "add", "Heat", "--year", "2013"])
        #expect(piped.status == 1)
        let listed = piped.stderr.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(listed.contains("catalog:42198 Heat (1995)"), "\(piped.stderr)")
        #expect(piped.stderr.hasSuffix("error: films like it are here already; if it is none of them, say --yes\n"))
        let declined = try await movies.run(["film", "add", "Heat", "--year", "2013"], input: "n\n", terminal: true)
        #expect(declined.status == 1 && declined.stderr.hasSuffix("error: nothing added\n"))
        let confirmed = try await movies.run(["film", "add", "Heat", "--year", "2013"], input: "y\n", terminal: true)
        #expect(
            confirmed.status == 0 && confirmed.stdout.hasPrefix("Added “Heat” (2013): catalog:"), "\(confirmed.stderr)")
    }

    @Test(arguments: [
        (["film", "add", " ", "--year", "2020"], "error: a film's title is empty"),
        (["film", "add", "X", "--year", "1869"], "error: a film's year is from 1870 to "),
        (["film", "add", "X", "--year", "2020", "--runtime", "0"], "error: a film's running time is from 1 to 1000"),
        (["film", "add", "X", "--year", "2020", "--genre", "noir"], "error: there is no genre 'noir'"),
        (["film", "add", "X", "--year", "2020", "--imdb", "nm0000123"], "error: 'nm0000123' is not an IMDb id"),
        (
            ["film", "add", "X", "--year", "2020", "--letterboxd", "https://letterboxd.com/ana/"],
            "is not a Letterboxd id"
        ),
    ])
    func badInputIsOneLineAndAddsNothing(arguments: [String], error: String) async throws {
        let movies = try await MoviesInProcess.make()
        let result = try await movies.run(arguments + ["--yes"])
        #expect(result.status != 0 && result.stderr.contains(error), "\(result.stderr)")
        #expect(result.stderr.filter(\.isNewline).count == 1)
        #expect(try await movies.run(["show", "catalog:1000000001"]).status != 0, "nothing was added")
    }

    @Test func anExportCarriesTheFactsOfTheFilmsAddedThatItNames() async throws {
        let movies = try await MoviesInProcess.make()
        _ = try await movies.run([
            "film", "add", "Aftersun", "--year", "2022", "--director", "Charlotte Wells", "--runtime", "101",
            "--genre", "drama", "--imdb", "tt19770238", "--yes",
        ])
        _ = try await movies.run(["film", "add", "Unlogged Film", "--year", "2021", "--yes"])
        #expect(try await movies.run(["log", "catalog:1000000001", "--rating", "9"]).status == 0)
        #expect(try await movies.run(["log", "47703"]).status == 0)
        let zip = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.zip")
        #expect(try await movies.run(["export", "--out", zip.path]).status == 0)
        let json = try #require(try ZipFixture.files(try Data(contentsOf: zip))["movies.json"])
        let export = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let added = try #require(export["addedFilms"] as? [[String: Any]])
        #expect(added.count == 1, "only the films the export names")
        #expect(added.first?["id"] as? String == "catalog:1000000001" && added.first?["title"] as? String == "Aftersun")
        #expect(added.first?["directors"] as? [String] == ["Charlotte Wells"] && added.first?["runtime"] as? Int == 101)
        #expect(added.first?["genres"] as? [String] == ["drama"] && added.first?["imdbID"] as? String == "tt19770238")
    }

    @Test func anOperatorListsTheAddedFilmsAndRemovesOneNothingNames() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["film", "added"]).stdout == "No films added yet.\n")
        _ = try await movies.run(["film", "add", "Past", "Lives", "--year", "2023", "--yes"])
        _ = try await movies.run(["film", "add", "Pst", "Lives", "--year", "2023", "--yes"])
        #expect(try await movies.run(["log", "catalog:1000000001"]).status == 0)
        let listed = try await movies.run(["film", "added"]).stdout
        #expect(
            listed.contains("catalog:1000000001  Past Lives  2023") && listed.hasSuffix("2 films added\n"), "\(listed)")
        let json = try await movies.run(["film", "added", "--json"]).stdout
        #expect(json.contains(#""id" : "catalog:1000000002""#) && json.contains(#""title" : "Pst Lives""#))

        let used = try await movies.run(["film", "remove", "catalog:1000000001"])
        #expect(used.status == 1 && used.stderr == "error: the film stays while members' things name it: 1 watch\n")
        let removed = try await movies.run(["film", "remove", "catalog:1000000002"])
        #expect(removed.status == 0 && removed.stdout == "Removed “Pst Lives” (2023).\n", "\(removed.stderr)")
        #expect(!(try await movies.run(["search", "pst lives"]).stdout.contains("catalog:1000000002")))
        let catalogs = try await movies.run(["film", "remove", "42198"])
        #expect(catalogs.status == 1 && catalogs.stderr == "error: film 42198 is not one a member added\n")
    }

    /// Films titled as the catalog's come after them, however many are added; an operator removes all of
    /// one member's at once, and those something names stay, said with what.
    @Test func addedFilmsNeverPushTheCatalogsOffAPageAndGoAllAtOnce() async throws {
        let movies = try await MoviesInProcess.make()
        let before = try await movies.run(["search", "the godfather", "--json"]).stdout
        for year in 2015..<2025 {
            let added = try await movies.run(["film", "add", "The", "Godfather", "--year", "\(year)", "--yes"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let tooMany = try await movies.run(["film", "add", "The", "Godfather", "--year", "2026", "--yes"])
        #expect(tooMany.status == 1 && tooMany.stderr.contains("films a day"), "\(tooMany.stderr)")
        let ids = { (json: String) throws -> [String] in
            let page = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return (page?["results"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        let catalogs = try ids(before)
        let after = try ids(try await movies.run(["search", "the godfather", "--json"]).stdout)
        // The Godfather and its two sequels stay first, and every film of the catalog's stays on the page.
        #expect(catalogs.count >= 3 && Array(after.prefix(3)) == Array(catalogs.prefix(3)), "\(after)")
        #expect(Set(catalogs).isSubset(of: after), "\(after)")

        #expect(try await movies.run(["log", "catalog:1000000001"]).status == 0)
        let removed = try await movies.run(["film", "remove", "--added-by", "local"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout == """
                Removed 9 films local added.
                Kept “The Godfather” (2015) (catalog:1000000001): 1 watch.

                """, "\(removed.stdout)")
        #expect(
            try ids(try await movies.run(["search", "the godfather", "--json"]).stdout).count == catalogs.count + 1)
        let nobody = try await movies.run(["film", "remove", "--added-by", "nobody"])
        #expect(nobody.status == 1 && !nobody.stderr.isEmpty)
        let both = try await movies.run(["film", "remove", "catalog:1000000001", "--added-by", "local"])
        #expect(both.status != 0)
    }

    @Test func anOperatorCorrectsAFilmAndMergesOneIntoTheCatalogsOwn() async throws {
        let movies = try await MoviesInProcess.make()
        _ = try await movies.run(["film", "add", "Pst", "Lives", "--year", "2022", "--runtime", "100", "--yes"])
        #expect(try await movies.run(["log", "catalog:1000000001", "--on", "2024-01-03", "--rating", "9"]).status == 0)
        let edited = try await movies.run([
            "film", "edit", "catalog:1000000001", "--title", "Past Lives", "--year", "2023", "--runtime", "106",
        ])
        #expect(edited.stdout == "Corrected catalog:1000000001: “Past Lives” (2023).\n", "\(edited.stderr)")
        #expect(try await movies.run(["diary"]).stdout.contains("Past Lives  2023"))
        let nothing = try await movies.run(["film", "edit", "catalog:1000000001"])
        #expect(nothing.status == 1 && nothing.stderr.hasPrefix("error: say what to correct"))

        _ = try await movies.run(["film", "add", "Heat", "Directors", "Cut", "--year", "1995", "--yes"])
        _ = try await movies.run(["log", "catalog:1000000002", "--on", "2024-02-03", "--rating", "7"])
        let merged = try await movies.run(["film", "merge", "catalog:1000000002", "42198"])
        #expect(
            merged.stdout == "Merged “Heat Directors Cut” into catalog:42198, “Heat” (1995): moved 1 watch.\n",
            "\(merged.stderr)")
        let diary = try await movies.run(["diary"]).stdout
        #expect(diary.contains("Heat        1995") && !diary.contains("Directors Cut"), "\(diary)")
        let again = try await movies.run(["film", "merge", "catalog:1000000002", "42198"])
        #expect(again.status == 1 && again.stderr == "error: film 1000000002 is not one a member added\n")
    }
}
