import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film remove ID`: an operator removes a film a member added, when nothing names it; with
/// `--added-by NAME`, every film that member added that nothing names.
struct FilmRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a film a member added that nothing names, or all of one member's (where the database is).",
        discussion: """
            A film in any member's diary, reviews, lists, favourites or saved films stays: the refusal says \
            what names it. With --added-by, each film of that member's that nothing names goes, and those \
            kept are listed with what names them. Every server stops finding them within about a second.

            Examples:
              movies film remove catalog:1000000001
              movies film remove --added-by mallory
            """
    )

    @Argument(help: ArgumentHelp("The film's id, as `movies film added` prints it.", valueName: "id"))
    var film: String?

    @Option(help: ArgumentHelp("Remove every film this member added that nothing names.", valueName: "name"))
    var addedBy: String?

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        guard (film == nil) != (addedBy == nil) else {
            throw ValidationError("Give a film's id or --added-by NAME, one of the two.")
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addedFilmsScreen(strings: .english)
        if let addedBy {
            await screen.didRemoveAll(addedBy: addedBy)
        } else if let film {
            await screen.didRemove(try FilmArgument.id(film, source: container.filmSource))
        }
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if let (removed, kept) = state.removedAll {
            Console.print("Removed \(removed.count) \(removed.count == 1 ? "film" : "films") \(addedBy ?? "") added.")
            for (film, use) in kept {
                let id = FilmReference(source: container.filmSource, movieID: film.id)
                Console.print("Kept “\(film.title)”\(Self.year(film)) (\(id)): \(use).")
            }
        } else if let removed = state.removed {
            Console.print("Removed “\(removed.title)”\(Self.year(removed)).")
        } else {
            throw CleanError(message: "nothing removed")
        }
    }

    private static func year(_ film: Movie) -> String {
        film.releaseDate.year.map { " (\($0))" } ?? ""
    }
}
