import ArgumentParser
import Foundation
import MoviesDomain
import MoviesPresentation

extension ImportCommand {
    /// `--server`: the file goes to the server once, which reads, matches and writes it there (its films,
    /// IMDb ids first, and the choices it keeps for the member), with its progress shown as a local import's
    /// is; the answer is printed as a local import's.
    func run(on server: ServerImportViewModel) async throws {
        let upload = try ImportUpload.read(path)
        let choices = try resolve.map { try ResolveChoices.lines(of: $0) } ?? []
        let named = Dictionary(choices.map { ($0.name, $0.choice) }) { _, later in later }
        // Ctrl-C asks the server to stop between two batches: what it wrote stays, and is said.
        let bar = ImportProgressBar()
        let watching = Task {
            for await state in await server.states() { if let progress = state.progress { bar.show(progress) } }
        }
        let sending = try await Interrupt.cancelling {
            await server.didSend(upload, choices: named, dryRun: dryRun, dayOrder: dates)
        }
        watching.cancel()
        bar.finish()
        let state = await server.state
        if let failure = state.failure {
            // A choice the server refused names its film: the line of the file that chose it says where.
            let line = choices.last {
                failure.detail.contains("“\($0.name)”") || failure.detail.contains("chosen for \($0.name),")
                    || failure.detail.hasPrefix("\($0.name) ")
            }
            throw CleanError(
                message: line.map { "\(resolve ?? ""), line \($0.line): \(failure.detail)" }
                    ?? ImportOutput.said(failure))
        }
        guard let summary = state.summary else { return }
        Console.print(ImportOutput.summary(of: summary))
        guard let outcome = state.outcome else {
            return Console.print(ImportOutput.preview(summary), terminator: "")
        }
        Console.print(ImportOutput.outcome(outcome), terminator: "")
        if sending.wasInterrupted { throw ExitCode(130) }
        try ImportOutput.failingIfRowsWereRefused(outcome)
    }
}
