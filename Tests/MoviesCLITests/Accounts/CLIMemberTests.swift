import Foundation
import Testing

/// The command line's profile: save, unsave, the saved list with undo and reset, reviews, and `show`.
@Suite struct CLIMemberTests {
    @Test func aSavedFilmIsListedAndUnsaveCanBeUndone() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["save", "17738"]).stdout == "Saved “Star Wars: Episode IV – A New Hope”.\n")
        #expect(try await movies.run(["save", "catalog:42198"]).status == 0)
        let list = try await movies.run(["saved"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 4 && lines[1].contains("catalog:42198") && lines[1].contains("Heat"))
        #expect(lines[2].contains("catalog:17738") && lines[2].hasSuffix("just now"))
        #expect(lines[3] == "page 1 of 1 · 2 saved films")

        let removed = try await movies.run(["unsave", "42198"])
        #expect(removed.stdout == "Removed “Heat”. Undo with `movies saved --undo`.\n", "the film named")
        #expect(try await movies.run(["saved"]).stdout.contains("1 saved film\n"))
        let undone = try await movies.run(["saved", "--undo"])
        #expect(undone.stdout.hasPrefix("Undone.\n") && undone.stdout.contains("2 saved films"))
    }

    @Test func unsavingAFilmThatIsNotSavedFailsWithOneLine() async throws {
        let output = try await MoviesInProcess.make().run(["unsave", "17738"])
        #expect(output.status == 1)
        #expect(output.stderr == "error: “Star Wars: Episode IV – A New Hope” is not saved\n")
    }

    @Test func resetAsksAndWithNobodyToAnswerNeedsYes() async throws {
        let movies = try await MoviesInProcess.make()
        _ = try await movies.run(["save", "17738"])
        let refused = try await movies.run(["saved", "--reset"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: --reset asks before removing everything"))
        #expect(try await movies.run(["saved"]).stdout.contains("1 saved film"))
        let reset = try await movies.run(["saved", "--reset", "--yes"])
        #expect(reset.status == 0 && reset.stdout == "Removed 1 film.\n")
        #expect(try await movies.run(["saved"]).stdout == "No saved films yet.\n")
    }

    @Test(arguments: [
        (["save", "vhs:1"], "error: films come from catalog or tmdb, not 'vhs'"),
        (["save", "tmdb:155"], "error: tmdb:155 is a TMDB film, and TMDB is not the source here (set TMDB_API_KEY)"),
        (["save", "99999999"], "error: no movie has the id 99999999"),
        (["review", "17738"], "error: a review needs --rating, from 1 to 10"),
        (["review", "17738", "--rating", "11"], "error: a rating is from 1 to 10 (half-stars), not 11"),
        (["review", "17738", "--rating", "ten"], "error: the rating must be a whole number from 1 to 10, not 'ten'"),
        (["review", "17738", "--delete", "--rating", "3"], "error: --delete takes no --rating, --text or --spoilers"),
        (["saved", "--undo", "--reset"], "error: --undo and --reset do not go together"),
    ])
    func badInputIsOneLineAndANonZeroExit(arguments: [String], message: String) async throws {
        let output = try await MoviesInProcess.make().run(arguments)
        #expect(output.status != 0)
        #expect(output.stderr == message + "\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func aReviewIsReadBackWithItsTextAndShownWithTheFilm() async throws {
        let movies = try await MoviesInProcess.make()
        let written = try await movies.run([
            "review", "17738", "--rating", "7", "--text", "Tense.\n\nGreat score.", "--spoilers",
        ])
        #expect(written.stdout == "Review saved. ★★★½☆ 7/10 Star Wars: Episode IV – A New Hope\n")
        let reviews = try await movies.run(["reviews", "17738"]).stdout.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(reviews[0] == "1 review · 7.0/10 on average")
        #expect(reviews[2].hasPrefix("★★★½☆ 7/10  local · ") && reviews[2].hasSuffix(" · Contains spoilers"))
        #expect(Array(reviews[3...5]) == ["  Tense.", "", "  Great score."])

        _ = try await movies.run(["save", "17738"])
        let show = try await movies.run(["show", "17738"]).stdout
        #expect(
            show.contains(
                "\nId                      catalog:17738\nSaved                   yes\nDiary                   Watched once · your rating 7/10\n"
            )
                && show.contains("\n\n1 review · 7.0/10 on average\n"),
            "a review alone is a watch of no day, and its rating the member's rating of the film")
        let json = try await movies.run(["show", "17738", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["saved"] as? Bool == true && document["id"] as? String == "catalog:17738")
        #expect((document["reviews"] as? [String: Any])?["count"] as? Int == 1)
        #expect(document["title"] as? String == "Star Wars: Episode IV – A New Hope")

        #expect(try await movies.run(["review", "17738", "--delete"]).stdout == "Review deleted.\n")
        #expect(try await movies.run(["reviews", "17738"]).stdout == "No reviews yet.\n")
    }
}
