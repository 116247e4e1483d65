import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies export` and `movies import`: a Letterboxd file read, matched and written once however often it
/// is imported, the films not found listed for `--resolve`, an export taken into a fresh profile whole, and
/// bad input refused in one line with nothing written.
@Suite(.serialized) struct CLITransferTests {
    static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2024-01-02,The Godfather,1972,https://boxd.it/a,5,,,2024-01-01
        2024-02-02,Se7en,1995,https://boxd.it/b,4.5,Yes,,2024-02-01
        2024-02-03,Parasite,2019,https://boxd.it/c,5,,,2024-02-03
        2024-02-05,Heat,1995,https://boxd.it/e,6,,,2024-02-05

        """

    @Test func aLetterboxdFileIsImportedOnceAndItsFilmsNotFoundAreResolvedByAFile() async throws {
        let movies = try await MoviesInProcess.make()
        let directory = try MoviesBinary.temporaryDirectory()
        let file = directory.appendingPathComponent("diary.csv")
        try Data(Self.diary.utf8).write(to: file)

        let dry = try await movies.run(["import", file.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.stdout.hasPrefix(
                """
                Read 4 rows from Letterboxd: 2 films found (1 by title, 1 by a forgiving reading), 1 to resolve, 1 row refused.
                To add: 2 watches, 0 reviews, 0 saved films.
                """), "\(dry.stdout)")
        #expect(
            dry.stdout.contains("# diary.csv, line 4\n#   catalog:1194793  Parasite (1982)\nParasite (2019) = skip\n"))
        #expect(try await movies.run(["diary"]).stdout.hasPrefix("Nothing in your diary yet."))

        let imported = try await movies.run(["import", file.path])
        #expect(imported.stdout.contains("Added 2 watches, 0 reviews and 0 saved films.\n"), "\(imported.stdout)")
        #expect(imported.stdout.contains("  diary.csv, line 5: a rating of 6 stars is past the 5 Letterboxd gives\n"))
        #expect(imported.stderr.contains("Imported 2 of 2 watches (100%)"), "plain lines when piped")
        #expect(
            imported.status == 1
                && imported.stderr.hasSuffix(
                    "error: 1 row of the file refused (listed above); the rest is imported\n"),
            "a run that refused rows says so and exits non-zero: \(imported.stderr)")

        let choices = directory.appendingPathComponent("choices.txt")
        for (text, error) in [
            (
                "Parasite (2019) = catalog:99999999999\n",
                "line 1: the film chosen for Parasite (2019), catalog:99999999999, is none here"
            ),
            ("# mine\nParasite (2020) = skip\n", "line 2: no row of the file names “Parasite (2020)”"),
            ("Parasite (2019) = vhs:1\n", "line 1: films come from catalog or tmdb, not 'vhs'"),
        ] {
            try Data(text.utf8).write(to: choices)
            let refused = try await movies.run(["import", file.path, "--resolve", choices.path])
            #expect(refused.status == 1 && refused.stderr == "error: \(choices.path), \(error)\n", "\(refused.stderr)")
        }
        try Data("# mine\nParasite (2019) = catalog:1194793\n".utf8).write(to: choices)
        let resolved = try await movies.run(["import", file.path, "--resolve", choices.path])
        #expect(
            resolved.stdout.contains("Added 1 watch, 0 reviews and 0 saved films; 2 watches were there already.\n"),
            "\(resolved.stdout)")
        let diary = try await movies.run(["diary"]).stdout
        #expect(diary.contains("Seven") && diary.contains("Parasite") && diary.contains("3 watches"), "\(diary)")
        let again = try await movies.run(["import", file.path, "--dry-run"])
        #expect(again.stdout.contains("1 as you chose), 0 to resolve"), "the choice was kept: \(again.stdout)")
    }

    @Test func anExportImportedIntoAFreshProfileGivesTheSameDiary() async throws {
        let movies = try await MoviesInProcess.make()
        let directory = try MoviesBinary.temporaryDirectory()
        #expect(
            try await movies.run(["log", "47703", "--on", "2024-03-12", "--rating", "8", "--review", "Still."]).status
                == 0)
        #expect(try await movies.run(["log", "42198", "--rating", "6"]).status == 0)
        #expect(try await movies.run(["save", "17738"]).status == 0)
        let zip = directory.appendingPathComponent("movies.zip").path
        let exported = try await movies.run(["export", "--out", zip])
        #expect(exported.status == 0 && exported.stdout.hasPrefix("Exported to \(zip) ("), "\(exported.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: zip)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the whole account is for its owner's eyes, as a backup is")

        let fresh = try await MoviesInProcess.make()
        let imported = try await fresh.run(["import", zip])
        #expect(imported.stdout.contains("Added 2 watches, 1 review and 1 saved film.\n"), "\(imported.stdout)")
        let ids = /\s[0-9a-f]{8}\s/
        #expect(
            try await fresh.run(["diary"]).stdout.replacing(ids, with: " ")
                == (try await movies.run(["diary"]).stdout.replacing(ids, with: " ")))
        #expect(try await fresh.run(["reviews", "47703"]).stdout.contains("Still."))
    }

    @Test(arguments: [
        ("notes.txt", "Film,When\nHeat,1995\n", "error: notes.txt is not an export this site reads"),
        ("diary.csv", "Name,Year,Rating\nHeat,1995,4\n", "error: diary.csv has no column “Watched Date”"),
        ("missing.csv", nil, "error: there is no file "),
    ])
    func badInputIsOneLineAndWritesNothing(name: String, content: String?, error: String) async throws {
        let movies = try await MoviesInProcess.make()
        let file = try MoviesBinary.temporaryDirectory().appendingPathComponent(name)
        if let content { try Data(content.utf8).write(to: file) }
        let result = try await movies.run(["import", file.path])
        #expect(result.status != 0 && result.stderr.hasPrefix(error), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try await movies.run(["diary"]).stdout.hasPrefix("Nothing in your diary yet."))
    }
}

/// The same through `--server`: the file goes to the server once, which reads, matches and writes it
/// there; the server's export is the account's.
@Suite(.serialized) struct CLIServerTransferTests {
    /// A diary of `count` catalog films, the best rated, one row each.
    static func longDiary(_ count: Int) async throws -> String {
        let movies = try await MoviesBinary.withImportedCatalog()
        var rows = ["Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date"]
        for page in 1...(count + 19) / 20 {
            let found = try await movies.run(["discover", "--sort", "rating", "--page", String(page), "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
            for film in document?["results"] as? [[String: Any]] ?? [] where rows.count <= count {
                let title = (film["title"] as? String ?? "").replacingOccurrences(of: "\"", with: "\"\"")
                let year = film["year"] as? Int ?? 0
                rows.append("2024-01-01,\"\(title)\",\(year),https://boxd.it/\(rows.count),4,,cinema,2023-12-31")
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

    @Test func anImportOfMoreWatchesThanTheWriteLimitIsOneUploadAndItsChoicesAreTheServers() async throws {
        try await ServerClient.with(.sqlite) { client in
            try await client.signUpAndLogIn("ana")
            let file = client.directory.appendingPathComponent("diary.csv")
            try Data(try await Self.longDiary(100).utf8).write(to: file)
            let dry = try await client.movies(["import", file.path, "--dry-run"])
            #expect(
                dry.status == 0 && dry.stdout.hasPrefix("Read 100 rows from Letterboxd: "), "\(dry.stdout)\(dry.stderr)"
            )
            #expect(try await client.movies(["diary"]).stdout.hasPrefix("Nothing in your diary yet."))
            // More than the 60 changes a minute a member may make: one upload is one change.
            let imported = try await client.movies(["import", file.path])
            #expect(imported.status == 0, "\(imported.stderr)")
            let added = try #require(imported.stdout.firstMatch(of: /Added (\d+) watches/)?.output.1)
            #expect(Int(added) ?? 0 >= 95, "\(imported.stdout)")
            let tagged = try await client.movies(["diary", "--tag", "cinema", "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(tagged.stdout.utf8)) as? [String: Any]
            #expect(document?["totalResults"] as? Int == Int(added), "the tags went with them")

            let parasite = client.directory.appendingPathComponent("parasite.csv")
            try Data(CLITransferTests.diary.utf8).write(to: parasite)
            let choices = client.directory.appendingPathComponent("choices.txt")
            try Data("# mine\nParasite (2020) = skip\n".utf8).write(to: choices)
            let refused = try await client.movies(["import", parasite.path, "--resolve", choices.path])
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: \(choices.path), line 2: no row of the file names “Parasite (2020)”\n")
            try Data("Parasite (2019) = catalog:99999999999\n".utf8).write(to: choices)
            let unknown = try await client.movies(["import", parasite.path, "--resolve", choices.path])
            #expect(
                unknown.stderr.hasPrefix(
                    "error: \(choices.path), line 1: The film chosen for Parasite (2019), catalog:99999999999, is none here"
                ),
                "\(unknown.stderr)")
            try Data("Parasite (2019) = catalog:1194793\n".utf8).write(to: choices)
            let resolved = try await client.movies(["import", parasite.path, "--resolve", choices.path])
            #expect(resolved.stdout.contains("1 as you chose"), "\(resolved.stdout)\(resolved.stderr)")
            let again = try await client.movies(["import", parasite.path, "--dry-run"])
            #expect(
                again.stdout.contains("1 as you chose") && again.stdout.contains("0 to resolve"), "kept on the server")
        }
    }

    @Test(arguments: ServerClient.stores) func anImportThroughAServerIsTheServersAndItsExportToo(
        _ store: ServerClient.Store
    ) async throws {
        try await ServerClient.with(store) { client in
            try await client.signUpAndLogIn("ana")
            let file = client.directory.appendingPathComponent("diary.csv")
            try Data(CLITransferTests.diary.utf8).write(to: file)
            let imported = try await client.movies(["import", file.path])
            #expect(
                imported.stdout.contains("Added 2 watches, 0 reviews and 0 saved films.\n"),
                "\(imported.stdout)\(imported.stderr)")
            let again = try await client.movies(["import", file.path])
            #expect(
                again.stdout.contains("Added 0 watches, 0 reviews and 0 saved films; 2 watches were there already.\n"))
            let zip = client.directory.appendingPathComponent("movies.zip").path
            let exported = try await client.movies(["export", "--out", zip])
            #expect(exported.status == 0, "\(exported.stderr)")
            let fresh = try await MoviesBinary.withImportedCatalog()
            #expect(try await fresh.run(["import", zip]).stdout.contains("Added 2 watches"))
        }
    }
}
