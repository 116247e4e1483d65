import Foundation
import MoviesDomain
import MoviesPresentation
import Testing

/// An import sent whole to a server: on its way, its progress as the server writes, what it read and
/// wrote (nothing on a dry run), or the server's refusal.
@Suite struct ServerImportScreenTests {
    /// A server over memory: it reads one watch a line and writes them unless a dry run, one at a time.
    actor ServerOverMemory: ServerSideImports {
        private(set) var written: [String] = []

        func run(
            _ upload: ImportUpload, choices: [String: String], dryRun: Bool, dayOrder: DayOrder?,
            progress: @escaping @Sendable (ImportProgress) async -> Void
        ) async throws -> (summary: ImportSummary, outcome: ImportOutcome?) {
            guard case .file(let bytes, _) = upload else { throw ImportFileError.notAnExport("folder") }
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            let summary = ImportSummary(
                origin: .letterboxd, rowCount: lines.count, matchedBy: [:], unresolved: [], refused: [],
                toAdd: (watches: lines.count, reviews: 0, saved: 0, completed: 0), notes: [])
            guard !dryRun else { return (summary, nil) }
            var outcome = ImportOutcome()
            for (index, line) in lines.enumerated() {
                written.append(line)
                outcome.watchesAdded += 1
                await progress(ImportProgress(done: index + 1, total: lines.count))
            }
            return (summary, outcome)
        }
    }

    @Test func aDryRunSaysWhatWouldBeAddedAndARunWritesItWithItsProgress() async throws {
        let server = ServerOverMemory()
        let screen = ServerImportViewModel(imports: server)
        let upload = ImportUpload.file(Data("Heat\nAlien\n".utf8), name: "diary.csv")
        await screen.didSend(upload, choices: [:], dryRun: true)
        var state = await screen.state
        #expect(state.summary?.rowCount == 2 && state.outcome == nil && !state.isSending)
        #expect(await server.written.isEmpty)

        let states = await screen.states()
        await screen.didSend(upload, choices: [:], dryRun: false)
        var seen: [ServerImportState] = []
        for await next in states {
            seen.append(next)
            if next.outcome != nil || next.failure != nil { break }
        }
        #expect(seen.contains { $0.isSending })
        #expect(seen.compactMap(\.progress).last == ImportProgress(done: 2, total: 2))
        state = await screen.state
        #expect(state.outcome?.watchesAdded == 2 && state.failure == nil)
        #expect(await server.written == ["Heat", "Alien"])

        await screen.didSend(.folder([:]), choices: [:], dryRun: false)
        #expect(await screen.state.failure?.field == "file")
    }
}
