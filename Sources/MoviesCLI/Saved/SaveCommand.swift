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
            title, which must name one film: the only one of that title, or of that title and the year they \
            end in (heat 1995). Otherwise nothing is saved and the candidates are listed.

            Examples:
              movies save catalog:17738 catalog:47703
              movies save the godfather
            """
    )

    @OptionGroup var arguments: SavedFilmsArguments

    func run() async throws {
        let (films, list, _) = try await arguments.films()
        for (film, _) in films {
            await list.didSave(film)
            let state = await list.state
            if let failure = state.failure { throw CleanError(message: failure.detail) }
            Console.print(state.notice ?? "")
        }
    }
}
