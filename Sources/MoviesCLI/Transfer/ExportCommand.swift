import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies export --out FILE`: everything the profile keeps, as one zip.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write everything you keep here to one zip: movies.json and Letterboxd's import CSV.",
        discussion: """
            movies.json holds the profile, saved films, watches, reviews, ratings and the labels of access \
            tokens (never their secrets), in the schema of docs/export.md. letterboxd-diary.csv and \
            letterboxd-watchlist.csv are what letterboxd.com/import reads. `movies import FILE` reads it back.

            Examples:
              movies export --out movies.zip
              movies export --server https://movies.example.org --out movies.zip
            """
    )

    @Option(name: .customLong("out"), help: ArgumentHelp("Where to write the zip.", valueName: "file"))
    var file: String

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if file.isEmpty { throw ValidationError("--out names the file to write") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.exportScreen(member: try await container.localProfile(), strings: .english)
        await screen.didRequestExport()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let archive = state.archive else { throw CleanError(message: "the export made no file") }
        // The whole account, reviews and all: for its owner's eyes, as a backup is.
        try PrivateFile.write(archive.bytes, to: file)
        let size = ByteCountFormatter.string(fromByteCount: Int64(archive.bytes.count), countStyle: .file)
        Console.print("Exported to \(file) (\(size)).")
    }
}
