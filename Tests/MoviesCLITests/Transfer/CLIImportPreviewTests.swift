import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies import --dry-run` is the run, said before it is made: it counts the watches of the films
/// `* = add` would add, names those films, and lists the rows the write will refuse, locally and over a
/// server alike; then the run adds and refuses exactly that.
@Suite(.serialized) struct CLIImportPreviewTests {
    /// The Godfather, a film no catalog has (twice), and Rear Window on a day before it came out.
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,The Godfather,1972,https://boxd.it/a,5,,,2024-01-01
        2024-01-03,Zqxw Vorblen,2019,https://boxd.it/b,4,,,2024-01-03
        2024-01-04,Zqxw Vorblen,2019,https://boxd.it/c,4,Yes,,2024-01-04
        2024-01-05,Rear Window,1954,https://boxd.it/d,4,,,1950-01-01

        """

    static let preview = """
        To add: 3 watches, 0 reviews, 0 saved films.
        Would add 1 film as new: Zqxw Vorblen (2019).
        1 row refused:
          diary.csv, line 5: 1950-01-01 is before the film came out

        """

    /// The dry run, then the run, with `movies` as the member's command line.
    func previewThenRun(
        in directory: URL, _ movies: ([String]) async throws -> MoviesBinary.Output
    ) async throws {
        let file = directory.appendingPathComponent("diary.csv")
        try Data(Self.diary.utf8).write(to: file)
        let choices = directory.appendingPathComponent("choices.txt")
        try Data("* = add\n".utf8).write(to: choices)

        let dry = try await movies(["import", file.path, "--resolve", choices.path, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("1 as you chose), 0 to resolve, 1 row refused.\n"), "\(dry.stdout)")
        #expect(dry.stdout.hasSuffix(Self.preview), "\(dry.stdout)")
        #expect(try await movies(["diary"]).stdout.hasPrefix("Nothing in your diary yet."), "a dry run writes nothing")
        #expect(try await movies(["search", "Zqxw Vorblen"]).stdout.contains("No films"), "nor adds a film")

        let run = try await movies(["import", file.path, "--resolve", choices.path])
        #expect(run.stdout.contains("Added 3 watches, 0 reviews and 0 saved films.\n"), "\(run.stdout)")
        #expect(run.stdout.contains("1 row refused:\n  diary.csv, line 5: 1950-01-01 is before the film came out\n"))
        #expect(run.status == 1)
    }

    @Test func locally() async throws {
        let movies = try await MoviesInProcess.make()
        try await previewThenRun(in: try MoviesBinary.temporaryDirectory()) { try await movies.run($0) }
    }

    @Test func overAServer() async throws {
        try await ServerClient.with(.sqlite) { client in
            try await client.signUpAndLogIn("ana")
            try await previewThenRun(in: client.directory) { try await client.movies($0) }
        }
    }
}
