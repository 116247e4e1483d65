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

    @Argument(parsing: .allUnrecognized, help: "Ids of films, or words of one film's title.")
    var words: [String] = []

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        _ = try FilmArgument.parse(words, several: true)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let films = try await FilmArgument.films(
            try FilmArgument.parse(words, several: true), in: container, titled: true)
        let list = container.savedScreen(member: try await container.localProfile(), strings: .english)
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
