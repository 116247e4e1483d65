import Foundation
import MoviesTestSupport
import NIOHTTP1
import Testing

/// A server killed while it writes (SIGKILL: nothing flushed, no shutdown) and started again on the same
/// database: every write it acknowledged is there. A write is answered only once it is committed.
@Suite(.serialized) struct CrashDurabilityTests {
    @Test func aServerKilledMidWriteLosesNoAcknowledgedWrite() async throws {
        _ = try await MoviesBinary.withImportedCatalog()
        let directory = try MoviesBinary.temporaryDirectory()
        let arguments = [
            "--database", directory.appendingPathComponent("server.sqlite").path, "--writes-per-minute", "100000",
        ]
        let environment = ["MOVIES_PASSWORD_COST": "4"]
        let first = try await ServerProcess(arguments: arguments, environment: environment)
        let token = try await first.member("ana")
        let acknowledged = Acknowledged()
        // Four writers at once, each logging watch after watch until the server is gone.
        let writers = (0..<4).map { writer in
            Task {
                for number in 1...2_000 {
                    let film = [42198, 47703, 17738, 42198][writer]
                    let day = String(format: "2024-01-%02d", number % 28 + 1)
                    let answer = try? await first.send(
                        .POST, "/api/diary", headers: [("Authorization", "Bearer \(token)")],
                        json: #"{"film": "\#(film)", "day": "\#(day)"}"#)
                    guard answer?.status == 201 else { return }
                    await acknowledged.add()
                }
            }
        }
        // Killed once some writes are answered (writers that stop early fail the test, never hang it).
        for _ in 0..<6_000 where await acknowledged.value < 40 { try await Task.sleep(for: .milliseconds(10)) }
        await first.kill()
        try #require(await acknowledged.value >= 40, "the writes were answered before the kill")
        for writer in writers { await writer.value }
        let written = await acknowledged.value

        let second = try await ServerProcess(arguments: arguments, environment: environment)
        let diary = try await second.document("/api/diary", token: token)
        let kept = try #require(diary["totalResults"] as? Int)
        #expect(kept >= written, "\(written) writes were acknowledged before the kill; \(kept) are kept")
        #expect(kept <= written + 4, "at most the writes under way when it was killed are there unanswered")
        await second.stop()
    }
}

private actor Acknowledged {
    private(set) var value = 0
    func add() { value += 1 }
}
