import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct SaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Save films to your list, each with a copy of its poster.",
        discussion: """
            Ids are the ones `movies search` prints (catalog:17738, tmdb:155, or 17738); other words are a \
            title, and save the film a search for them ranks first.

            Examples:
              movies save catalog:17738 catalog:47703
              movies save the godfather
            """
    )

    @OptionGroup var arguments: SavedFilmsArguments

    func run() async throws {
        let (films, list) = try await arguments.films()
        for (film, _) in films {
            await list.didSave(film)
            let state = await list.state
            if let failure = state.failure { throw CleanError(message: failure.detail) }
            Console.print(state.notice ?? "")
        }
    }
}
