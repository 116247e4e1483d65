import Foundation
import MoviesTestSupport
import Testing

/// `movies comment` and `movies comments` as a person at a terminal uses them, with the ids `movies reviews
/// --json` and `movies lists --json` print, and the comments in the export.
@Suite struct CLICommentsTests {
    @Test func aCommentIsWrittenReadEditedDeletedAndExported() async throws {
        let movies = try await MoviesInProcess.make()
        #expect(try await movies.run(["review", "catalog:17738", "--rating", "8", "--text", "Tense."]).status == 0)
        let reviews = try await movies.run(["reviews", "catalog:17738", "--json"])
        let page = try #require(try JSONSerialization.jsonObject(with: Data(reviews.stdout.utf8)) as? [String: Any])
        let review = try #require((page["results"] as? [[String: Any]])?.first?["watch"] as? String)

        let written = try await movies.run(["comment", review, "The", "score", "carries", "it."])
        #expect(written.status == 0 && written.stdout.hasPrefix("Your comment is there."), "\(written.stderr)")
        let made = try await movies.run(["comment", review, "Still true.", "--json"])
        let comment = try #require(
            (try JSONSerialization.jsonObject(with: Data(made.stdout.utf8)) as? [String: Any])?["id"] as? String)

        let read = try await movies.run(["comments", review])
        #expect(read.status == 0 && read.stdout.contains("The score carries it.") && read.stdout.contains("2 comments"))
        #expect(read.stdout.contains("[\(comment)]"), "each with the id --edit and --delete take")
        #expect(try await movies.run(["comment", "--edit", comment, "Truer", "still."]).status == 0)
        #expect(try await movies.run(["comments", review]).stdout.contains("Truer still. ") == false)
        #expect(try await movies.run(["comments", review]).stdout.contains("Truer still."))

        #expect(try await movies.run(["list", "new", "Seventies", "--public"]).status == 0)
        let lists = try await movies.run(["lists", "--json"])
        let listID = try #require(
            ((try JSONSerialization.jsonObject(with: Data(lists.stdout.utf8)) as? [String: Any])?["lists"]
                as? [[String: Any]])?.first?["id"] as? String)
        #expect(try await movies.run(["comment", listID, "Add Jaws."]).status == 0)

        let zip = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.zip")
        #expect(try await movies.run(["export", "--out", zip.path]).status == 0)
        let json = try #require(try ZipFixture.files(try Data(contentsOf: zip))["movies.json"])
        let export = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let exported = try #require(export["comments"] as? [[String: Any]])
        #expect(
            exported.compactMap { $0["text"] as? String } == ["The score carries it.", "Truer still.", "Add Jaws."])
        #expect(exported.last?["kind"] as? String == "list" && exported.last?["on"] as? String == listID)

        #expect(try await movies.run(["comment", "--delete", comment]).status == 0)
        let gone = try await movies.run(["comment", "--delete", comment])
        #expect(gone.status != 0 && gone.stderr.contains("there is no review, list or comment with that id"))
        #expect(gone.stderr.filter(\.isNewline).count == 1)
    }

    @Test(arguments: [
        (["comment", "nothing-here", "Hi"], "there is no review, list or comment with that id"),
        (["comment", "x"], "Say what you want to say after the id."),
        (["comment", "--edit", "--delete", "x", "y"], "Say --edit or --delete, not both."),
    ])
    func badInputIsOneLine(arguments: [String], error: String) async throws {
        let movies = try await MoviesInProcess.make()
        let result = try await movies.run(arguments)
        #expect(result.status != 0 && result.stderr.contains(error), "\(result.stderr)")
    }
}
