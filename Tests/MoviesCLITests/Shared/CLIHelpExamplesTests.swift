import Foundation
import MoviesTestSupport
import Testing

/// Every example a command's `--help` gives runs as written, in order, against a catalog and the files it
/// names: a person copies them. Those that need what a test cannot give (another server, `/srv`, a pipe
/// into jq, a server of its own, a full-screen app) are left out by name, and `diary --delete 3f2a9c1e`
/// names a watch that is nobody's: it must answer so in one line.
@Suite struct CLIHelpExamplesTests {
    static let commands = [
        "search", "show", "person", "discover", "recent", "save", "saved", "unsave", "log", "diary", "stats",
        "review", "reviews", "list", "lists", "favourite", "profile", "import", "export", "backup", "restore", "feed",
        "for-you",
    ]

    /// The order examples run in: a list is made before films go in it, a backup before its restore, a
    /// review before its delete, a film saved before `saved --undo`.
    static func order(_ example: [String]) -> Int {
        let words = example.joined(separator: " ")
        if words.hasPrefix("list new") { return 0 }
        if words.contains("--undo") || words.contains("--delete") { return 2 }
        if words.hasPrefix("restore") { return 3 }
        return 1
    }

    /// `--with` names members who follow each other, whom a local profile has none of.
    static func isLeftOut(_ line: String) -> Bool {
        ["--server", "/srv", "/backups", "| jq", "movies serve", "movies browse", "movies login", "--with"].contains {
            line.contains($0)
        }
    }

    @Test func everyHelpExampleRunsAsWritten() async throws {
        let folder = try MoviesBinary.temporaryDirectory()
        let movies = try await MoviesInProcess.make(databaseIn: folder)
        try Self.files(in: folder)
        #expect(try await movies.run(["favourite", "add", "47703"]).status == 0)
        // Two pages of saved films, for `saved --page 2`.
        let found = try await movies.run(["search", "the", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        let ids = (document?["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(try await movies.run(["save"] + ids + ["17738"]).status == 0 && ids.count == 20)
        var examples: [(command: String, line: String)] = []
        for command in Self.commands {
            let help = try await movies.run([command, "--help"])
            let lines = help.stdout.components(separatedBy: "Examples:").dropFirst().first?.split(separator: "\n") ?? []
            for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where line.hasPrefix("movies ") {
                if !Self.isLeftOut(line) { examples.append((command, line)) }
            }
        }
        #expect(examples.count >= 45, "the examples are found: \(examples.count)")
        let ordered = examples.map { ($0, Self.words(of: $0.line)) }.sorted {
            Self.order($0.1.words) < Self.order($1.1.words)
        }
        for ((_, line), parsed) in ordered {
            let arguments = DocsExamplesTests.inFolder(parsed.words, folder)
            let input = try parsed.input.map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }
            let output = try await movies.run(arguments, input: input ?? "")
            if line == "movies diary --delete 3f2a9c1e" {
                #expect(output.status == 1 && output.stderr == "error: there is no such watch in your diary\n")
            } else {
                #expect(output.status == 0, "\(line): \(output.stderr)")
            }
        }
    }

    /// The words of an example after `movies`, as a shell reads them, and the file `<` gives it.
    static func words(of line: String) -> (words: [String], input: String?) {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var started = false
        for character in line.dropFirst("movies ".count) {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" {
                (quote, started) = (character, true)
            } else if character == " " {
                if started || !word.isEmpty { words.append(word) }
                (word, started) = ("", false)
            } else {
                word.append(character)
            }
        }
        if started || !word.isEmpty { words.append(word) }
        guard let redirect = words.firstIndex(of: "<"), redirect + 1 < words.count else { return (words, nil) }
        return (Array(words[..<redirect]), words[redirect + 1])
    }

    /// The files the examples name: a review, a Letterboxd export with a film to resolve, the choice for it,
    /// IMDb's ratings, Trakt's export, and Netflix's viewing activity whose dates read either way.
    static func files(in folder: URL) throws {
        try "Still great.\n".write(to: folder.appendingPathComponent("review.txt"), atomically: true, encoding: .utf8)
        let diary = """
            Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
            2024-01-02,Heat,1995,a,4,,cinema,2024-01-01
            2024-02-02,Parasite,2019,b,5,,,2024-02-01

            """
        try ZipFixture.make(["letterboxd-ana-2026-11-26/diary.csv": Data(diary.utf8)]).write(
            to: folder.appendingPathComponent("letterboxd-ana-2026-11-26.zip"))
        try "Parasite (2019) = skip\n".write(
            to: folder.appendingPathComponent("choices.txt"), atomically: true, encoding: .utf8)
        try "Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0068646,10,2023-05-05,The Godfather,Movie,1972\n"
            .write(to: folder.appendingPathComponent("ratings.csv"), atomically: true, encoding: .utf8)
        let play =
            #"{"watched_at": "2024-03-01T21:00:00.000Z", "action": "scrobble", "type": "movie", "#
            + #""movie": {"title": "Heat", "year": 1995, "ids": {"trakt": 1, "imdb": "tt0113277", "tmdb": 949}}}"#
        try ZipFixture.make(["watched-history.json": Data("[\(play)]".utf8)]).write(
            to: folder.appendingPathComponent("trakt-export.zip"))
        try "Title,Date\nHeat,1/2/24\nRear Window,3/4/24\n".write(
            to: folder.appendingPathComponent("NetflixViewingHistory.csv"), atomically: true, encoding: .utf8)
    }
}
