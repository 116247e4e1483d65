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
        let (films, list) = try await arguments.films(titled: true)
        for (film, title) in films {
            await list.didRemove(film)
            let state = await list.state
            if let failure = state.failure { throw CleanError(message: failure.detail) }
            let name = title.map { "“\($0)”" } ?? film.description
            guard state.undoable != nil else { throw CleanError(message: "\(name) is not saved") }
            Console.print("Removed \(name). Undo with `movies saved --undo`.")
        }
    }
}
