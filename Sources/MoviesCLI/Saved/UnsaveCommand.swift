import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct UnsaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unsave",
        abstract: "Remove films from your list (`movies saved --undo` puts back the last removal).",
        discussion: """
            Examples:
              movies unsave catalog:17738
              movies unsave the godfather
            """
    )

    @OptionGroup var arguments: SavedFilmsArguments

    func run() async throws {
        let (films, list, container) = try await arguments.films()
        for (film, title) in films {
            await list.didRemove(film)
            let state = await list.state
            if let failure = state.failure { throw CleanError(message: failure.detail) }
            guard state.undoable != nil else {
                // The removal named no film: the error asks the source for its title.
                let known = try? await FilmArgument.films(.ids([film.description]), in: container, titled: true)
                let name = (title ?? known?.first?.title).map { "“\($0)”" } ?? film.description
                throw CleanError(message: "\(name) is not saved")
            }
            let name = (state.removedTitle ?? title).map { "“\($0)”" } ?? film.description
            Console.print("Removed \(name). Undo with `movies saved --undo`.")
        }
    }
}
