import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct UnsaveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unsave",
        abstract: "Remove a film from your list (`movies saved --undo` puts it back)."
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
        await list.didRemove(film)
        let state = await list.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard state.undoable != nil else { throw CleanError(message: "\(film) is not saved") }
        Console.print("\(state.notice ?? "") Undo with `movies saved --undo`.")
    }
}
