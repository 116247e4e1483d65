import Foundation
import MoviesTestSupport
import Testing

/// Every `movies` example in docs/ and the README runs as written, each page's in its order against a
/// catalog of its own, and prints what the page shows after it. Left out by what they need that a test
/// cannot give: another server, a TMDB key, a pipe or a redirect into another program, `/backups`, friends
/// to name (`--with`) or an offer's id, a
/// server of its own, a full-screen app.
@Suite struct DocsExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static func isLeftOut(_ command: String) -> Bool {
        [
            "--server", "movies login", "movies logout", "movies auth", "movies serve", "movies browse", " | ",
            " > ", "$(", "/backups", "--generate-completion-script", "--with", " ID ",
        ].contains { command.contains($0) }
    }

    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path))
        // TMDB's page shows TMDB's films, which need a key.
        return ["README.md"]
            + (docs ?? []).filter { $0.hasSuffix(".md") && $0 != "tmdb.md" }.sorted().map { "docs/" + $0 }
    }

    @Test func thePagesHaveExamples() throws {
        let count = try Self.pages.reduce(0) { $0 + (try Self.examples(of: $1).count) }
        #expect(count >= 50, "the examples are found: \(count)")
    }

    @Test(arguments: pages)
    func everyExampleOfAPageRunsAsWrittenAndPrintsWhatItShows(page: String) async throws {
        let folder = try MoviesBinary.temporaryDirectory()
        let movies = try await MoviesInProcess.make(databaseIn: folder)
        try CLIHelpExamplesTests.files(in: folder)
        for example in try Self.examples(of: page) {
            for command in example.commands where !Self.isLeftOut(command) {
                let parsed = CLIHelpExamplesTests.words(of: command)
                let input = try parsed.input.map {
                    try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
                }
                let output = try await movies.run(Self.inFolder(parsed.words, folder), input: input ?? "")
                let fails = example.shown.first?.hasPrefix("error:") == true
                #expect(output.status == (fails ? 1 : 0), "\(example): \(output.stderr)")
                for line in example.shown {
                    #expect(DocsExample.isShown(line, in: output.stdout + output.stderr), "\(example) shows \(line)")
                }
            }
        }
    }

    static func examples(of page: String) throws -> [DocsExample] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        return DocsExample.examples(in: text, page: page)
    }

    /// A file an example names (`movies.zip`, `review.txt`: a word with a dot, not a path from the root nor an
    /// address) is in the test's folder.
    static func inFolder(_ words: [String], _ folder: URL) -> [String] {
        words.map { word in
            word.contains(".") && !word.contains(" ") && !word.hasPrefix("catalog:") && !word.hasPrefix("-")
                && !word.hasPrefix("/") && !word.contains("://") ? folder.appendingPathComponent(word).path : word
        }
    }
}
