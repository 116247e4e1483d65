import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search films by title.",
        discussion: """
            Every word must appear in the title; the last one may be cut short (`star wa`).

            Examples:
              movies search star wars
              movies search love --page 3
              movies search amelie --json | jq '.results[].title'
            """
    )

    @Argument(help: "Words of the title.")
    var words: [String] = []

    @OptionGroup var paging: PageOptions

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        try paging.validate(words: words)
        do { _ = try MovieQuery(text) } catch { throw ValidationError("\(error)") }
    }

    /// Runs the same search screen as the web app and prints the films it settles on.
    func run() async throws {
        let container = try await options.makeContainer()
        let search = container.searchScreen(history: .commandLine, member: nil, strings: .english)
        await search.didSearch(text, page: try paging.number())
        let state = await search.state.list
        if let failure = state.failure, state.items.isEmpty {
            throw CleanError(message: failure.detail)
        }
        let output = SearchOutput(state: state, source: container.sourceName, films: container.filmSource)
        Console.print(paging.json ? try output.json() : output.table(), terminator: "")
        if let failure = state.failure, case .cached(let savedAt) = state.origin {
            // The source failed after its cached page was shown: say so, and fail the command.
            throw CleanError(message: "\(failure.detail); showing cached results from \(Age(since: savedAt).text)")
        }
    }

    private var text: String { words.joined(separator: " ") }
}
