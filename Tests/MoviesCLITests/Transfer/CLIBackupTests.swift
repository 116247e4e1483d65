import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// `movies backup` and `movies restore`: a copy of the SQLite store taken while a server writes, and put
/// back with the servers stopped; what is not a sound Movies database of this version is refused.
@Suite(.serialized) struct CLIBackupTests {
    @Test func aBackupTakenWhileTheServerWritesIsRestoredWithNothingLost() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let database = directory.appendingPathComponent("server.sqlite").path
        let server = try await ServerProcess(
            arguments: ["--database", database, "--writes-per-minute", "100000"],
            environment: ["MOVIES_PASSWORD_COST": "4"])
        let signedUp = try await server.send(
            .POST, "/api/users",
            json: #"{"name": "ana", "fullName": {"given": "Ana", "family": "Lima"}, "password": "long enough"}"#)
        let cookie = try #require(signedUp.setCookie?.split(separator: ";").first.map(String.init))
        func log(_ film: String) async throws -> Int {
            try await server.send(
                .POST, "/api/diary", headers: [("Cookie", cookie), ("Origin", "http://127.0.0.1:\(server.port)")],
                json: #"{"film": "\#(film)", "day": "2024-03-12", "rating": 8}"#
            ).status
        }
        #expect(try await log("42198") == 201)

        // Watches keep being logged while the backup is taken, and the server is killed as it goes.
        let logged = Counter()
        let writer = Task {
            while !Task.isCancelled, (try? await log("47703")) == 201 { await logged.add() }
        }
        while await logged.value < 5 { try await Task.sleep(for: .milliseconds(20)) }
        let before = await logged.value
        let backup = directory.appendingPathComponent("movies-backup.sqlite").path
        async let backingUp = movies.run(["backup", "--database", database, "--out", backup])
        // Killed once the server has answered a write since the backup began (within a bound).
        for _ in 0..<500 where await logged.value <= before { try await Task.sleep(for: .milliseconds(10)) }
        await server.kill()
        let taken = try await backingUp
        #expect(taken.status == 0 && taken.stdout.hasPrefix("Backed up \(database) to \(backup) ("), "\(taken.stderr)")
        writer.cancel()
        _ = await writer.result

        let refused = try await movies.run([
            "restore", directory.appendingPathComponent("none.sqlite").path, "--database", database,
        ])
        #expect(refused.status != 0 && refused.stderr.hasPrefix("error: there is no database at "))
        let restored = try await movies.run(["restore", backup, "--database", database])
        #expect(
            restored.status == 0 && restored.stdout == "Restored \(database) from \(backup).\n", "\(restored.stderr)")
        let again = try await ServerProcess(arguments: ["--database", database])
        defer { Task { await again.stop() } }
        let diary = try await again.get("/api/diary", headers: [("Cookie", cookie)])
        let count = try #require(diary.body.firstMatch(of: /"totalResults":(\d+)/).flatMap { Int($0.output.1) })
        #expect(count >= before + 1, "every watch answered before the backup began is in it")
        #expect(try await again.get("/u/ana").status == 200, "and the member who logged them")

        // Not while a server has the store open.
        let inUse = try await movies.run(["restore", backup, "--database", database])
        #expect(
            inUse.status != 0
                && inUse.stderr
                    == "error: the database \(database) is in use: stop the servers using it, then restore\n"
        )
    }

    @Test func whatIsNotASoundMoviesDatabaseOfThisVersionIsRefusedAndNothingChanges() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let database = directory.appendingPathComponent("movies.sqlite").path
        #expect(try await movies.run(["save", "47703", "--database", database]).status == 0)
        let text = directory.appendingPathComponent("notes.txt")
        try Data("not a database at all, but long enough to be read as one".utf8).write(to: text)
        let notMovies = try await movies.run(["restore", text.path, "--database", database])
        #expect(
            notMovies.status != 0
                && notMovies.stderr
                    == "error: \(text.path) is not a Movies database (not SQLite, damaged, or another app's)\n"
        )

        let backup = directory.appendingPathComponent("backup.sqlite").path
        #expect(try await movies.run(["backup", "--database", database, "--out", backup]).status == 0)
        try sqlite(backup, "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        let newer = try await movies.run(["restore", backup, "--database", database])
        #expect(newer.status != 0 && newer.stderr.contains("comes from a newer version of Movies"))
        #expect(
            try await movies.run(["saved", "--database", database]).stdout.contains("The Godfather"), "nothing changed")

        let postgres = try await movies.run([
            "backup", "--database", "postgres://movies@127.0.0.1:1/movies", "--out", backup,
        ])
        #expect(postgres.status != 0 && postgres.stderr.contains("pg_dump"))
    }

    @Test func aBackupDamagedInTheMiddleIsRefusedAndTheDatabaseLeftAsItWas() async throws {
        let movies = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let database = directory.appendingPathComponent("movies.sqlite").path
        #expect(try await movies.run(["save", "47703", "--database", database]).status == 0)
        let backup = directory.appendingPathComponent("backup.sqlite").path
        #expect(try await movies.run(["backup", "--database", database, "--out", backup]).status == 0)
        // Three pages of 4 KB overwritten, as a failing disk or a cut copy leaves them: the header and the
        // schema are whole, so only reading every page finds it.
        let handle = try #require(FileHandle(forUpdatingAtPath: backup))
        let pages = try handle.seekToEnd() / 4096
        for page in [pages / 3, pages / 2, pages * 2 / 3] {
            try handle.seek(toOffset: page * 4096)
            handle.write(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }))
        }
        try handle.close()
        let damaged = try await movies.run(["restore", backup, "--database", database])
        #expect(damaged.status != 0)
        #expect(damaged.stderr.hasPrefix("error: \(backup) is damaged ("), "\(damaged.stderr)")
        #expect(damaged.stderr.hasSuffix("nothing was restored: use an older backup\n"))
        #expect(damaged.stderr.split(separator: "\n").count == 1)
        #expect(
            try await movies.run(["saved", "--database", database]).stdout.contains("The Godfather"), "nothing changed")
    }

    /// docs/backups.md's recipe for PostgreSQL, as written there.
    @Test(.enabled(if: TestPostgres.isAvailable)) func postgresIsBackedUpWithPgDumpAndRestoredWithPgRestore()
        async throws
    {
        let movies = try await MoviesBinary.withImportedCatalog()
        let (database, empty) = (try await TestPostgres.makeDatabase(), try await TestPostgres.makeDatabase())
        defer {
            Task {
                await TestPostgres.drop(database); await TestPostgres.drop(empty)
            }
        }
        #expect(try await movies.run(["save", "47703", "--database", database]).status == 0)
        let dump = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.dump").path
        #expect(try tool("pg_dump", ["--format=custom", "--file=\(dump)", database]) == 0)
        #expect(try restore(dump, into: empty))
        #expect(try await movies.run(["saved", "--database", empty]).stdout.contains("The Godfather"))

        // Damaged in the middle: refused by the listing or by the restore, and the new database left empty.
        let damaged = try await TestPostgres.makeDatabase()
        defer { Task { await TestPostgres.drop(damaged) } }
        let handle = try #require(FileHandle(forUpdatingAtPath: dump))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        handle.write(Data(repeating: 0xA5, count: Int(min(4096, size / 4))))
        try handle.close()
        #expect(!(try restore(dump, into: damaged)))
        #expect(!(try await movies.run(["saved", "--database", damaged]).stdout.contains("The Godfather")))
    }

    /// The recipe as docs/backups.md writes it: the dump listed whole first, then restored all or nothing.
    private func restore(_ dump: String, into database: String) throws -> Bool {
        guard try tool("pg_restore", ["--list", dump], quiet: true) == 0 else { return false }
        let arguments = ["--no-owner", "--exit-on-error", "--single-transaction", "--dbname=\(database)", dump]
        return try tool("pg_restore", arguments, quiet: true) == 0
    }

    @discardableResult
    private func tool(_ name: String, _ arguments: [String], quiet: Bool = false) throws -> Int32 {
        let folders = try FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql").sorted {
            $0.compare($1, options: .numeric) == .orderedAscending
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/lib/postgresql/\(folders.last ?? "15")/bin/\(name)")
        process.arguments = arguments
        if quiet {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func sqlite(_ file: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()", file, sql,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

private actor Counter {
    private(set) var value = 0
    func add() { value += 1 }
}
