import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct ReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Read a film's reviews, newest first, with their average."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The film's id.")
    var id: String

    @Option(parsing: .unconditional, help: "The page to show, from 1.")
    var page: String = "1"

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        try FilmArgument.check(id)
        _ = try PageOption.parse(page)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let film = try FilmReference(id, bareNumbers: container.filmSource)
        let reviews = container.reviewsScreen(of: film, member: nil, strings: .english)
        await reviews.didLoad(page: try PageOption.parse(page))
        let state = await reviews.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let content = state.content else { return }
        if json {
            Console.print(try CLIJSON.encode(ReviewsDocument(film: film, content: content)))
        } else {
            Console.print(ReviewsOutput(content: content).text(), terminator: "")
        }
    }
}
