import Foundation
import Testing

/// The database in trouble: each case gives a clear error or correct behaviour, and what was saved
/// before is still there afterwards.
@Suite struct CLIStorageFaultTests {
    /// A copy of the imported catalog with two searches already remembered.
    private func databaseWithHistory() async throws -> MoviesBinary {
        let movies = try await MoviesBinary.withImportedCatalog()
        for query in ["alien", "heat"] { _ = try await movies.run(["search", query]) }
        return movies
    }

    private func expectHistoryKept(_ movies: MoviesBinary) async throws {
        #expect(try await movies.run(["recent"]).stdout.hasPrefix("1. heat\n2. alien\n"))
    }

    private func expectOneClearLineOrResults(_ output: MoviesBinary.Output, results: String) {
        if output.status == 0 {
            #expect(output.stdout.contains(results))
        } else {
            #expect(output.stderr.hasPrefix("error: "), "\(output.stderr)")
            #expect(output.stderr.filter(\.isNewline).count == 1, "\(output.stderr)")
        }
    }

    @Test(.enabled(if: getuid() == 0, "setpriv needs root to become another user"))
    func aReadOnlyDatabaseStillSearchesOrSaysWhy() async throws {
        let movies = try await databaseWithHistory()
        let directory = movies.database.deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        for file in files {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o444], ofItemAtPath: directory.appendingPathComponent(file).path)
        }
        let output = try await movies.run(["search", "star", "wars"], asUser: 65534)
        expectOneClearLineOrResults(output, results: "A New Hope")
        if output.status != 0 { #expect(output.stderr.contains(movies.database.path)) }
        try await expectHistoryKept(movies)
    }

    @Test func aDatabaseLockedByAnotherProcessWaitsThenSaysSo() async throws {
        let movies = try await databaseWithHistory()
        // An import must write; another process holds the write lock throughout.
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("UPDATE catalog_state SET fingerprint = 'stale'")
            db.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            time.sleep(300)  # until the test kills it: on a busy machine the search may be slow to start
            """,
            movies.database.path,
        ]
        let ready = Pipe()
        locker.standardOutput = ready
        try locker.run()
        // SIGKILL, which no process can block or outlive: the lock must go when the test says so.
        defer { kill(locker.processIdentifier, SIGKILL) }
        _ = ready.fileHandleForReading.readData(ofLength: 7)

        let start = ContinuousClock.now
        let output = try await movies.run(["search", "heat"])
        #expect(output.status == 1)
        let lastLine = output.stderr.split(separator: "\n").last.map(String.init)
        #expect(lastLine == "error: the database \(movies.database.path) is locked by another process; try again")
        #expect(!output.stderr.contains("Imported the film catalog"))
        #expect(ContinuousClock.now - start >= .seconds(9), "the busy timeout is 10 s")

        kill(locker.processIdentifier, SIGKILL)
        locker.waitUntilExit()
        #expect(try await movies.run(["search", "heat"]).status == 0)
        #expect(try await movies.run(["recent"]).stdout.hasPrefix("1. heat\n2. alien\n"))
    }

    @Test func aDamagedDatabaseGivesOneClearLine() async throws {
        let movies = try await databaseWithHistory()
        let handle = try FileHandle(forWritingTo: movies.database)
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 256 * 1024))
        try handle.close()
        for arguments in [["search", "love"], ["search", "star", "wars"], ["recent"], ["show", "17738"]] {
            let output = try await movies.run(arguments)
            #expect(output.status == 0 || output.status == 1, "\(arguments) exited \(output.status)")
            if output.status != 0 {
                #expect(output.stderr.hasPrefix("error: "), "\(output.stderr)")
                #expect(output.stderr.filter(\.isNewline).count == 1, "\(output.stderr)")
            }
        }
    }

    @Test func aProcessKilledDuringTheImportLeavesNoHalfCatalog() async throws {
        // The import's transaction lasts about half a second of a debug build: on two busy cores a
        // watcher can still miss it, so a run that finished first is tried again on a fresh database.
        var killed: MoviesBinary?
        for _ in 0..<3 where killed == nil {
            let fresh = MoviesBinary(
                database: try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.sqlite"))
            if try await Self.killDuringImport(fresh) { killed = fresh }
        }
        let fresh = try #require(killed, "the import finished every time before it could be killed")

        let reference = try await MoviesBinary.withImportedCatalog().run(["search", "love"])
        let again = try await fresh.run(["search", "love"])
        #expect(again.status == 0)
        #expect(again.stdout == reference.stdout)
    }

    /// Starts a first import and kills it inside its transaction: once that transaction has spilled
    /// pages to the WAL (the migrations before it write under 200 KB). The watching happens on a
    /// thread of its own, which the cooperative pool's load cannot starve. True if it was killed.
    private static func killDuringImport(_ movies: MoviesBinary) async throws -> Bool {
        let importer = Process()
        importer.executableURL = try MoviesBinary.executable()
        importer.arguments = ["recent"]
        importer.environment = ["MOVIES_DATABASE": movies.database.path, "PATH": "/usr/bin:/bin"]
        importer.standardError = FileHandle.nullDevice
        importer.standardOutput = FileHandle.nullDevice
        try importer.run()
        let wal = movies.database.path + "-wal"
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let deadline = ContinuousClock.now + .seconds(60)
                while importer.isRunning, ContinuousClock.now < deadline,
                    ((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0) < 512 << 10
                {
                    usleep(500)
                }
                if importer.isRunning { kill(importer.processIdentifier, SIGKILL) }
                importer.waitUntilExit()
                continuation.resume(returning: importer.terminationReason == .uncaughtSignal)
            }
        }
    }
}
