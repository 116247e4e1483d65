import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film remove ID`: an operator removes a film a member added, when nothing names it.
struct FilmRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a film a member added that nothing names yet (where the database is).",
        discussion: """
            A film in any member's diary, reviews, lists, favourites or saved films stays: the refusal says \
            what names it. Every server stops finding it within about a second.

            Examples:
              movies film remove catalog:1000000001
            """
    )

    @Argument(help: ArgumentHelp("The film's id, as `movies film added` prints it.", valueName: "id"))
    var film: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addedFilmsScreen(strings: .english)
        let reference = try FilmArgument.id(film, source: container.filmSource)
        await screen.didRemove(reference)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let removed = state.removed else { throw CleanError(message: "nothing removed") }
        let year = removed.releaseDate.year.map { " (\($0))" } ?? ""
        Console.print("Removed “\(removed.title)”\(year).")
    }
}
