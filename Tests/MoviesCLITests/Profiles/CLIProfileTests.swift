import Foundation
import MoviesTestSupport
import Testing

/// `movies favourite` and `movies profile`: four favourites chosen by id and title, the profile as text and
/// JSON with what the diary and reviews add, and bad input in one line with nothing changed.
@Suite(.serialized) struct CLIProfileTests {
    @Test func favouritesAndTheDiaryMakeTheProfile() async throws {
        let movies = try await MoviesInProcess.make()
        let added = try await movies.run(["favourite", "add", "the", "conversation"])
        #expect(
            added.stdout
                == "“The Conversation” is one of your favourites now.\n  The Conversation (1974)  catalog:1009788\n",
            "\(added.stderr)")
        #expect(try await movies.run(["favourite", "add", "47703"]).status == 0)
        #expect(try await movies.run(["log", "47703", "--rating", "9", "--on", "2024-03-12"]).status == 0)

        let profile = try await movies.run(["profile"])
        let lines = profile.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.contains("1 film · 0 this year · 0 reviews · 0 lists") || lines.contains { $0.hasPrefix("1 film · ") }
        )
        #expect(
            profile.stdout.contains(
                "Favourite films\n  The Conversation (1974)  catalog:1009788\n  The Godfather (1972)  catalog:47703\n"))
        #expect(profile.stdout.contains("Ratings: 9.0/10 on average · 1 rated film"))
        #expect(profile.stdout.contains("Recently watched\n  The Godfather (1972)  ★★★★½  catalog:47703"))
        let json = try await movies.run(["profile", "--json"])
        #expect(json.stdout.contains("\"films\" : 1") && json.stdout.contains("\"id\" : \"catalog:1009788\""))

        let favourites = try await movies.run(["favourite", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(favourites.stdout.utf8)) as? [String: Any]
        let ids = (document?["favourites"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["catalog:1009788", "catalog:47703"], "in order, as /api/me/favourites has them")

        let removed = try await movies.run(["favourite", "remove", "1009788"])
        #expect(
            removed.stdout
                == "“The Conversation” is no longer one of your favourites.\n  The Godfather (1972)  catalog:47703\n")
    }

    @Test(arguments: [
        (["favourite", "add", "47703"], "error: “The Godfather” is one of the favourites already"),
        (["favourite", "remove", "42198"], "error: catalog:42198 is not one of the favourites"),
        (["profile", "nobody"], "error: there is no such account"),
        (["favourite", "add"], "error: Missing expected argument"),
    ])
    func badInputIsOneLineAndChangesNothing(arguments: [String], error: String) async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["favourite", "add", "47703"]).status == 0)
        let result = try await movies.run(arguments)
        #expect(
            result.status != 0 && result.stderr.hasPrefix(error) && result.stderr.split(separator: "\n").count == 1,
            "\(result.stderr)")
        #expect(try await movies.run(["favourite"]).stdout == "  The Godfather (1972)  catalog:47703\n")
    }
}
