import Foundation
import Testing

/// Tags from the command line: `movies log --tag`, `movies diary --tag` and `--tags`, and a bad tag refused in
/// one line naming it, with nothing written.
@Suite struct CLITagsTests {
    @Test func aWatchIsTaggedListedByTagAndTheTagsCounted() async throws {
        let movies = try await MoviesInProcess.make()
        let heat = try await movies.run(["log", "42198", "--on", "2024-03-12", "--tag", "Cinéma", "--tag", "with ana"])
        #expect(heat.status == 0 && heat.stdout.contains("#Cinéma #with ana"))
        let star = try await movies.run(["log", "17738", "--on", "2024-04-01", "--tag", "CINEMA"])
        #expect(star.stdout.contains("#Cinéma"), "a tag is shown as first written")
        _ = try await movies.run(["log", "47703", "--on", "2024-05-01"])
        let tagged = try await movies.run(["diary", "--tag", "cinema"])
        #expect(tagged.stdout.hasSuffix("page 1 of 1 · 2 watches\n") && !tagged.stdout.contains("Godfather"))
        #expect(try await movies.run(["diary", "--tags"]).stdout == "Tag       Watches\nCinéma    2\nwith ana  1\n")
        #expect(try await movies.run(["diary", "--tag", "35mm"]).stdout == "No watches tagged “35mm”.\n")
        let json = try await movies.run(["diary", "--tag", "with ana", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["tags"] as? [String] } == [["Cinéma", "with ana"]])
    }

    @Test func aBadTagIsOneLineNamingItAndNothingIsWritten() async throws {
        let movies = try await MoviesInProcess.make()
        let control = try await movies.run(["log", "42198", "--tag", "bad\u{1B}[2Jtag"])
        #expect(control.status == 1 && control.stderr == "error: the tag “bad[2Jtag” has a control character\n")
        let many = try await movies.run(["log", "42198"] + (1...21).flatMap { ["--tag", "t\($0)"] })
        #expect(many.status == 1 && many.stderr == "error: a watch has at most 20 tags, not 21\n")
        #expect(try await movies.run(["diary"]).stdout == "Nothing in your diary yet. Log a film from its page.\n")
    }

    /// Tags are written apart by commas, as the web's field takes them and Letterboxd's files write them:
    /// `--tag "la,night"` is two tags, so an export read again gives back the tags it was given.
    @Test func tagsApartByCommasAreTagsOfTheirOwn() async throws {
        let movies = try await MoviesInProcess.make()
        let logged = try await movies.run(["log", "42198", "--on", "2024-03-12", "--tag", "la,night", "--tag", "crime"])
        #expect(logged.status == 0 && logged.stdout.contains("#la #night #crime"), "\(logged.stdout)\(logged.stderr)")
        #expect(try await movies.run(["diary", "--tag", "night"]).stdout.contains("Heat"))
    }
}
