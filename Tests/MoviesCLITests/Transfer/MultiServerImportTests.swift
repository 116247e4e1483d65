import Foundation
import MoviesTestSupport
import Testing

/// An import kept in the store, on two `movies serve` of one PostgreSQL database: the server that did not
/// take the upload shows it as it goes, and when the one writing it is killed mid-import, the other takes
/// it over and finishes it, each watch once.
@Suite(.serialized, .enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
struct MultiServerImportTests {
    /// 200 films, each watched on `days` days: 1,200 watches by default, three batches and a few seconds of
    /// writing on PostgreSQL (kept small: the whole suite shares the database server).
    static func diary(days: Int = 6) async throws -> (file: Data, watches: Int) {
        let films = try await CLIServerTransferTests.longDiary(200).split(separator: "\n").dropFirst()
        var rows = ["Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date"]
        for day in 1...days {
            for film in films { rows.append(film.replacingOccurrences(of: "2023-12-31", with: Self.day(day))) }
        }
        return (Data((rows.joined(separator: "\n") + "\n").utf8), rows.count - 1)
    }

    /// The `number`th day from 1 June 2023.
    static func day(_ number: Int) -> String {
        let date = Date(timeIntervalSince1970: 1_685_577_600 + Double(number - 1) * 86_400)
        return date.formatted(.iso8601.year().month().day())
    }

    @Test func aServerKilledMidImportIsTakenOverAndEachWatchWrittenOnce() async throws {
        let database = try await TestPostgres.makeDatabase()
        defer { Task { await TestPostgres.drop(database) } }
        let environment = ["MOVIES_DATABASE": database, "MOVIES_IMPORT_TAKEOVER": "5"]
        let first = try await ServerProcess(arguments: ["--pool-size", "4"], environment: environment)
        let second = try await ServerProcess(arguments: ["--pool-size", "4"], environment: environment)
        do {
            let token = try await first.member("ana")
            let (file, watches) = try await Self.diary()
            let begun = try await first.upload("/api/imports", file: file, named: "diary.csv", token: token)
            #expect(begun.status == 202, "\(begun.body)")
            let document = try JSONSerialization.jsonObject(with: Data(begun.body.utf8)) as? [String: Any]
            let address = "/api/imports/\(try #require(document?["id"] as? String))"
            let total = try #require((document?["toAdd"] as? [String: Any])?["watches"] as? Int)
            #expect(total > watches * 9 / 10, "most rows are films of the catalog")
            // The other server shows it as it goes; once some is written, the one writing it is killed. (A
            // store slowed by the whole suite may answer 503 for a moment: a client asks again.)
            var written = 0
            for _ in 0..<2_400 where written == 0 {
                let job = try await second.document(address, token: token)
                if let state = job["state"] as? String { #expect(state == "running") }
                written = (job["progress"] as? [String: Any])?["done"] as? Int ?? 0
                if written == 0 { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(written > 0 && written < total, "killed mid-import: \(written) of \(total)")
            await first.kill()
            var ended: [String: Any] = [:]
            for _ in 0..<1_200 {
                ended = try await second.document(address, token: token)
                if let state = ended["state"] as? String, state != "running" { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(ended["state"] as? String == "done", "\(ended)")
            // Once at least: under a loaded machine a server slowed past the takeover's five seconds may lose
            // the job to the other before it is killed, which changes nothing written.
            #expect((ended["resumed"] as? Int ?? 0) >= 1)
            let added = ended["added"] as? [String: Any]
            let addedHere = (added?["watches"] as? Int ?? 0) + (added?["alreadyThere"] as? Int ?? 0)
            #expect(addedHere == total, "what the killed server wrote is there already, and the rest is added")
            let diary = try await second.document("/api/diary", token: token)
            #expect(diary["totalResults"] as? Int == total, "each watch once")
        } catch {
            await first.stop()
            await second.stop()
            throw error
        }
        await first.stop()
        await second.stop()
    }
}

/// Ctrl-C in the middle of `movies import --server`: the server stops the import between two batches, what
/// it wrote stays and is said, and the command exits 130 as a shell expects.
@Suite(.serialized) struct CLIServerImportStopTests {
    @Test func ctrlCStopsTheImportOnTheServerKeepingWhatItWrote() async throws {
        try await ServerClient.with(.sqlite) { client in
            _ = try await client.server.member("ana")
            #expect(try await client.movies(["login", "--name", "ana"], input: "long enough\n").status == 0)
            // Long enough that it cannot end between the look that sees it under way and the Ctrl-C, even on a
            // machine that writes 8,000 watches in the moment between the two (30,000 watches, 60 batches).
            let (file, total) = try await MultiServerImportTests.diary(days: 150)
            let path = client.directory.appendingPathComponent("diary.csv")
            try file.write(to: path)
            let session = try await TmuxSession.start(
                ["import", path.path, "--server", client.url], database: path,
                environment: ["XDG_CONFIG_HOME": client.directory.appendingPathComponent("config").path],
                columns: 120)
            defer { session.kill() }
            var screen = ""
            for _ in 0..<1_200 {
                screen = try await session.screen()
                if screen.contains(/[1-9]\d*% \(/) { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(screen.contains(/[1-9]\d*% \(/), "the import was under way: \(screen)")
            // Ctrl-C as the terminal sends it to the program (a key sent to the pane would end its shell too).
            kill(try await session.programID(), SIGINT)
            screen = try await session.waitFor("[exited")
            #expect(screen.contains("[exited 130]"), "\(screen)")
            #expect(screen.contains("Stopped before the end: import the file again to add the rest."), "\(screen)")
            let said = try #require(screen.firstMatch(of: /Added ([\d,]+) watches/)?.output.1)
            let added = Int(said.replacingOccurrences(of: ",", with: "")) ?? 0
            let diary = try await client.movies(["diary", "--json"])
            let document = try JSONSerialization.jsonObject(with: Data(diary.stdout.utf8)) as? [String: Any]
            #expect(document?["totalResults"] as? Int == added, "what was written stays, and is said")
            #expect(added > 0 && added < total)
        }
    }
}
