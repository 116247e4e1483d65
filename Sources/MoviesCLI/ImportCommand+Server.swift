import ArgumentParser
import Foundation
import MoviesDomain
import MoviesPresentation

extension ImportCommand {
    /// `--server`: the file goes to the server once, which reads, matches and writes it there (its films,
    /// IMDb ids first, and the choices it keeps for the member); the answer is printed as a local import's.
    func run(on server: ServerImportViewModel) async throws {
        let upload = try ImportUpload.read(path)
        let choices = try resolve.map { try ResolveChoices.lines(of: $0) } ?? []
        let named = Dictionary(choices.map { ($0.name, $0.choice) }) { _, later in later }
        // Said to a person waiting at a terminal; a script reads only the answer.
        if !dryRun, isatty(FileHandle.standardError.fileDescriptor) != 0 {
            Console.error("Importing on the server; Ctrl-C stops the waiting here, and what is written stays.\n")
        }
        await server.didSend(upload, choices: named, dryRun: dryRun)
        let state = await server.state
        if let failure = state.failure {
            // A choice the server refused names its film: the line of the file that chose it says where.
            let line = choices.last {
                failure.detail.contains("“\($0.name)”") || failure.detail.contains("chosen for \($0.name),")
            }
            throw CleanError(
                message: line.map { "\(resolve ?? ""), line \($0.line): \(failure.detail)" } ?? failure.detail)
        }
        guard let summary = state.summary else { return }
        Console.print(ImportOutput.summary(of: summary))
        guard let outcome = state.outcome else {
            return Console.print(ImportOutput.unresolved(summary.unresolved), terminator: "")
        }
        Console.print(ImportOutput.outcome(outcome), terminator: "")
    }
}
