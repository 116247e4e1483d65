import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search films by title.",
        discussion: "Every word must appear in the title; the last one may be cut short (`star wa`)."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "Words of the title.")
    var words: [String] = []

    @Option(parsing: .unconditional, help: "The page of results to show, from 1.")
    var page: String = "1"

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        do {
            _ = try query()
            _ = try pageNumber()
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let query = try query()
        let results = try await container.searchMovies.execute(query, page: try pageNumber())
        let output = SearchOutput(query: query, page: results, source: container.sourceName)
        print(json ? try output.json() : output.table(), terminator: "")
    }

    private func query() throws(MovieQuery.Error) -> MovieQuery {
        try MovieQuery(words.joined(separator: " "))
    }

    private func pageNumber() throws -> PageNumber {
        guard let number = Int(page.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the page must be a whole number, not '\(page)'")
        }
        return try PageNumber(number)
    }
}
