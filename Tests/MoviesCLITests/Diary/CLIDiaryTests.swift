import Foundation
import Testing

/// The command line's diary: `movies log`, `movies diary` with its filters, delete and undo, and the line
/// `movies show` prints.
@Suite struct CLIDiaryTests {
    @Test func aLoggedWatchIsListedFilteredDeletedAndBroughtBack() async throws {
        let movies = try await MoviesInProcess.make()
        let first = try await movies.run(["log", "42198", "--on", "2024-03-12", "--rating", "8"])
        #expect(first.status == 0 && first.stdout.hasPrefix("Logged “Heat”.\n2024-03-12  Heat (1995)  ★★★★☆ 8/10  id "))
        let second = try await movies.run(["log", "heat", "1995", "--on", "2024-05-01", "--rating", "9", "--liked"])
        #expect(second.stdout.contains("★★★★½ 9/10  rewatch, liked"), "the second watch is a rewatch by itself")
        _ = try await movies.run(["log", "17738", "--on", "unknown"])

        let diary = try await movies.run(["diary"])
        let lines = diary.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5 && lines[0].hasPrefix("Day"))
        #expect(lines[1].hasPrefix("2024-05-01") && lines[2].hasPrefix("2024-03-12") && lines[3].hasPrefix("unknown"))
        #expect(lines[4] == "page 1 of 1 · 3 watches")

        let rewatches = try await movies.run(["diary", "--rewatches", "--json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(rewatches.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(
            results.count == 1 && results[0]["day"] as? String == "2024-05-01" && results[0]["liked"] as? Bool == true)

        let id = try #require(lines[2].split(separator: " ", omittingEmptySubsequences: true).dropFirst().first)
        let deleted = try await movies.run(["diary", "--delete", String(id)])
        #expect(deleted.status == 0 && deleted.stdout.hasPrefix("Deleted your watch of “Heat”.\n"))
        #expect(deleted.stdout.contains("2 watches"))
        let undone = try await movies.run(["diary", "--undo"])
        #expect(undone.stdout.hasPrefix("Undone.\n") && undone.stdout.contains("3 watches"))

        let shown = try await movies.run(["show", "42198"])
        #expect(
            shown.stdout.contains("Diary    ")
                && shown.stdout.contains("Watched 2 times, last on May 1, 2024 · your rating 9/10"))
    }

    @Test func loggingASavedFilmTakesItOffTheSavedFilmsAndAReviewIsWritten() async throws {
        let movies = try await MoviesInProcess.make()
        _ = try await movies.run(["save", "42198"])
        let logged = try await movies.run(["log", "42198", "--rating", "9", "--review", "Tense, then sad."])
        #expect(logged.stdout.hasPrefix("Logged “Heat”. It is no longer in your saved films.\n"))
        #expect(try await movies.run(["saved"]).stdout == "No saved films yet.\n")
        #expect(try await movies.run(["reviews", "42198"]).stdout.contains("Tense, then sad."))
        #expect(try await movies.run(["diary"]).stdout.contains("reviewed"), "the diary marks a reviewed film")
    }

    @Test(arguments: [
        (["log", "42198", "--on", "2024-02-30"], "error: '2024-02-30' is not a day (write it as 2025-03-12)"),
        (
            ["log", "42198", "--on", "3024-01-01"],
            "error: 3024-01-01 has not come yet: a watch is logged on or after the day"
        ),
        (["log", "42198", "--on", "1990-01-01"], "error: 1990-01-01 is before the film came out (1995)"),
        (["log", "42198", "--rating", "0"], "error: a rating is from 1 to 10 (half-stars), not 0"),
        (["log", "42198", "--rating", "7.5"], "error: the rating must be a whole number from 1 to 10, not '7.5'"),
        (["log", "42198", "--review", "Good."], "error: a review on a watch needs a rating, from 1 to 10"),
        (["log", "99999999"], "error: no movie has the id 99999999"),
        (["diary", "--delete", "nope"], "error: there is no such watch in your diary"),
        (["diary", "--rating", "11"], "error: a rating is from 1 to 10 (half-stars), not 11"),
        (["diary", "--delete", "abcd", "--undo"], "error: --delete and --undo do not go together"),
    ])
    func badInputIsOneLineAndANonZeroExitAndNothingIsLogged(arguments: [String], message: String) async throws {
        let movies = try await MoviesInProcess.make()
        let output = try await movies.run(arguments)
        #expect(output.status != 0)
        #expect(output.stderr == message + "\n")
        #expect(try await movies.run(["diary"]).stdout == "Nothing in your diary yet. Log a film from its page.\n")
    }
}

extension CLIDiaryTests {
    @Test func statsDrawsTheYearAsTextBarsAndJSON() async throws {
        let movies = try await MoviesInProcess.make()
        _ = try await movies.run(["log", "42198", "--on", "2024-03-12", "--rating", "8"])
        _ = try await movies.run(["log", "47703", "--on", "2024-03-13", "--rating", "10"])
        let text = try await movies.run(["stats", "--year", "2024"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["2024 in review", "==============", "2 films"])
        #expect(lines.contains("2 days in a row, from March 12, 2024 to March 13, 2024"))
        #expect(lines.contains { $0.hasPrefix("  Mar  █") && $0.hasSuffix(" 2") })
        #expect(lines.contains { $0.hasPrefix("  ★★★★★  █") })
        let json = try await movies.run(["stats", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["watches"] as? Int == 2 && (document["byMonth"] as? [Int])?[2] == 2)
        let empty = try await movies.run(["stats", "--year", "1990"])
        #expect(empty.stdout == "1990 in review\n==============\nNothing watched in this time yet.\n")
    }
}
