import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct SaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Save a film to your list, with a copy of its poster.",
        discussion: "Ids are the ones `movies search` prints, or catalog:17738 and tmdb:155."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The film's id.")
    var id: String

    func validate() throws {
        try FilmArgument.check(id)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let film = try FilmReference(id, bareNumbers: container.filmSource)
        let list = container.savedScreen(member: try await container.localProfile(), strings: .english)
        await list.didSave(film)
        let state = await list.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        Console.print(state.notice ?? "")
    }
}
