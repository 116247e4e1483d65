import Foundation
import MoviesTestSupport
import Testing

/// One person's evening with the command line, written once and run twice: against a store here, and with
/// `--server` against a server, the same commands with the same answers. A command that works locally and
/// not through a server (or says something else there) fails here.
@Suite(.serialized) struct CLIScenarioTests {
    /// A command, and what a person reads from it wherever it runs.
    struct Step: Sendable {
        let arguments: [String]
        let prints: [String]
        var exits: Int32 = 0
    }

    static func steps(files: URL) -> [Step] {
        let diary = files.appendingPathComponent("diary.csv").path
        let export = files.appendingPathComponent("export.zip").path
        let choices = files.appendingPathComponent("choices.txt").path
        return [
            Step(arguments: ["search", "heat", "1995"], prints: ["catalog:42198", "Heat"]),
            Step(arguments: ["show", "catalog:42198", "--json"], prints: [#""id" : "catalog:42198""#]),
            Step(arguments: ["save", "47703"], prints: ["Saved “The Godfather”.\n"]),
            Step(arguments: ["saved"], prints: ["The Godfather"]),
            Step(
                arguments: ["log", "42198", "--on", "2024-03-12", "--rating", "8", "--tag", "cinema"],
                prints: ["Logged “Heat”.\n", "2024-03-12  Heat (1995)  ★★★★☆ 8/10  #cinema"]),
            Step(arguments: ["diary", "--tag", "cinema"], prints: ["Heat", "#cinema", "1 watch"]),
            Step(arguments: ["diary", "--year", "1999"], prints: ["No watches in 1999"]),
            Step(arguments: ["stats", "--year", "2024"], prints: ["2024 in review", "1 film"]),
            Step(arguments: ["review", "47703", "--rating", "9", "--text", "Still."], prints: ["★★★★½ 9/10"]),
            Step(arguments: ["reviews", "47703"], prints: ["Still."]),
            Step(arguments: ["list", "new", "Noir"], prints: ["Made “Noir”. Its address: noir.\n"]),
            Step(arguments: ["list", "add", "noir", "42198"], prints: ["Added “Heat” to “Noir” (number 1).\n"]),
            Step(arguments: ["lists", "--json"], prints: [#""slug" : "noir""#]),
            Step(arguments: ["favourite", "add", "the", "conversation"], prints: ["The Conversation (1974)"]),
            Step(arguments: ["profile"], prints: ["Favourite films\n  The Conversation (1974)  catalog:1009788\n"]),
            Step(arguments: ["unsave", "47703"], prints: ["Removed “The Godfather”."]),
            Step(arguments: ["recent", "--clear"], prints: []),
            Step(arguments: ["recent"], prints: ["No recent searches.\n"]),
            // The file has a row past 5 stars: the run says so and exits 1, what it could read imported.
            Step(arguments: ["import", diary], prints: ["Read 4 rows from Letterboxd", "1 to resolve"], exits: 1),
            Step(
                arguments: ["import", diary, "--resolve", choices],
                prints: ["1 as you chose), 0 to resolve", "Added 1 watch"], exits: 1),
            Step(arguments: ["search", "parasite"], prints: ["Parasite", "2019"]),
            Step(arguments: ["export", "--out", export], prints: []),
            Step(arguments: ["log", "aftersun", "2022"], prints: ["no films match “aftersun 2022”"], exits: 1),
            Step(arguments: ["dairy"], prints: ["did you mean `diary`?"], exits: 1),
        ]
    }

    /// Runs every step with `movies`, in order.
    static func play(_ movies: (_ arguments: [String]) async throws -> MoviesBinary.Output, in files: URL) async throws
    {
        try Data(CLITransferTests.diary.utf8).write(to: files.appendingPathComponent("diary.csv"))
        // Parasite is of 2019, past the catalog: the member, having seen it listed, adds it as new.
        try Data("Parasite (2019) = add\n".utf8).write(to: files.appendingPathComponent("choices.txt"))
        for step in steps(files: files) {
            let output = try await movies(step.arguments)
            #expect(output.status == step.exits, "\(step.arguments): \(output.stderr)")
            for words in step.prints {
                #expect(
                    (output.stdout + output.stderr).contains(words),
                    "\(step.arguments) prints \(words): \(output.stdout)\(output.stderr)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: files.appendingPathComponent("export.zip").path))
    }

    @Test func here() async throws {
        let movies = try await MoviesInProcess.make()
        try await Self.play({ try await movies.run($0) }, in: try MoviesBinary.temporaryDirectory())
    }

    @Test func throughAServer() async throws {
        try await ServerClient.with(.sqlite) { client in
            let made = try await client.movies(
                ["signup", "--name", "ana", "--given", "Ana", "--family", "Lima", "--password-stdin"],
                input: "long enough\n")
            #expect(made.status == 0, "\(made.stderr)")
            try await Self.play({ try await client.movies($0) }, in: client.directory)
        }
    }
}
