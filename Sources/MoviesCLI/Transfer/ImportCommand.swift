import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies import FILE`: a history from Letterboxd, Trakt, IMDb, Netflix or this site's export, matched and
/// written.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring your history from Letterboxd, Trakt, IMDb, Netflix, or an export of this site.",
        discussion: """
            FILE is Letterboxd's export (the zip from its Settings → Data, or that zip unpacked into a folder), \
            Trakt's export (the zip from its Settings → Data, or one of its JSON files), IMDb's ratings or \
            watchlist CSV, Netflix's viewing activity (NetflixViewingHistory.csv), or a zip `movies export` \
            wrote; the file is told by its content. Shows and episodes are counted and skipped. Films are \
            matched by IMDb id (or TMDB's), then \
            by title and year; a film no match is sure of is never guessed: the import lists those rows with \
            the films to choose from, in a form to copy into a file and run again with --resolve: a film's id, \
            `skip`, or `add` to add a film this installation lacks as new (`* = add` for all the films left). \
            Importing a file again adds nothing twice.

            Examples:
              movies import letterboxd-ana-2026-11-26.zip
              movies import ratings.csv --dry-run
              movies import trakt-export.zip
              movies import NetflixViewingHistory.csv --dates day-first
              movies import letterboxd-ana-2026-11-26.zip --resolve choices.txt
            """
    )

    @Argument(help: ArgumentHelp("The export: a zip, a folder, or a CSV.", valueName: "file"))
    var path: String

    @Option(
        help: ArgumentHelp(
            "Your choices for the films not found: lines `Title (Year) = catalog:42`, `= skip` or `= add`.",
            valueName: "file"))
    var resolve: String?

    @Flag(help: "Read and match the file, and say what it would add, writing nothing.")
    var dryRun = false

    @Option(
        help: ArgumentHelp(
            "How the file writes its days where it cannot tell (Netflix's, when every date reads either way).",
            valueName: "day-first|month-first"))
    var dates: DayOrder?

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer(lasting: true)
        if let server = container.serverImportScreen(strings: .english) { return try await run(on: server) }
        let screen = container.importScreen(member: try await container.localProfile(), strings: .english)
        let source = try ImportUpload.read(path)
        // Ctrl-C stops the import where it is (between batches), keeping what was written.
        let reading = try await Interrupt.cancelling {
            switch source {
            case .file(let bytes, let name): await screen.didChoose(bytes, named: name, dayOrder: dates)
            case .folder(let files): await screen.didChoose(folder: files)
            }
        }
        if reading.wasInterrupted { throw CleanError(message: "stopped while reading the file: nothing was imported") }
        guard let plan = await screen.state.plan else {
            throw CleanError(message: await screen.state.failure.map(ImportOutput.said) ?? "the file could not be read")
        }
        if let resolve {
            let file = try ResolveChoices(resolve, for: plan, bareNumbers: container.filmSource)
            // A dry run writes nothing: the films to add are counted and said, not added.
            await screen.didResolve(file.choices, adding: file.additions, dryRun: dryRun)
            let state = await screen.state
            if let failure = state.failure {
                guard let hint = state.refusedChoice else { throw CleanError(message: failure.detail) }
                throw file.refusal(of: hint, failure.detail)
            }
        }
        guard let resolved = await screen.state.plan else { return }
        Console.print(ImportOutput.summary(of: resolved.summary))
        if dryRun {
            return Console.print(ImportOutput.preview(resolved.summary), terminator: "")
        }
        let bar = ImportProgressBar()
        let watching = Task {
            for await state in await screen.states() { if let progress = state.progress { bar.show(progress) } }
        }
        let writing = try await Interrupt.cancelling { await screen.didConfirm() }
        watching.cancel()
        bar.finish()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if let outcome = state.outcome { Console.print(ImportOutput.outcome(outcome), terminator: "") }
        // Stopped by Ctrl-C: what was written is said above, and the exit says it was stopped, as a shell expects.
        if writing.wasInterrupted { throw ExitCode(130) }
        if let outcome = state.outcome { try ImportOutput.failingIfRowsWereRefused(outcome) }
    }
}
