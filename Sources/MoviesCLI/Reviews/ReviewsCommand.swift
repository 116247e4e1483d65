import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct ReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "Read a film's reviews, newest first, with their average.",
        discussion: """
            Examples:
              movies reviews catalog:17738
              movies reviews the godfather --page 2
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The film's id, or words of its title.")
    var words: [String] = []

    @OptionGroup var paging: PageOptions

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        try paging.validate(words: words)
        _ = try FilmArgument.parse(words, several: false)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let film = try await FilmArgument.film(words, in: container, exactly: false)
        let reviews = container.reviewsScreen(of: film, member: nil, strings: .english)
        await reviews.didLoad(page: try paging.number())
        let state = await reviews.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let content = state.content else { return }
        if paging.json {
            Console.print(try CLIJSON.encode(ReviewsDocument(film: film, content: content)))
        } else {
            Console.print(ReviewsOutput(content: content).text(), terminator: "")
        }
    }
}
