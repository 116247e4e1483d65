import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies favourite add|remove FILM`, `movies favourite`: the profile's four favourite films.
struct FavouriteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favourite",
        abstract: "Your four favourite films, shown first on your profile.",
        discussion: """
            Examples:
              movies favourite add the conversation
              movies favourite remove 47703
              movies favourite --json
            """,
        subcommands: [FavouriteListCommand.self, FavouriteAddCommand.self, FavouriteRemoveCommand.self],
        defaultSubcommand: FavouriteListCommand.self
    )
}

struct FavouriteArguments: ParsableArguments {
    @Flag(help: "Print the favourites as JSON, as /api/me/favourites has them.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func screen() async throws -> (FavouritesViewModel, AppContainer) {
        let container = try await options.makeContainer()
        let screen = try container.favouritesScreen(member: try await container.localProfile(), strings: .english)
        return (screen, container)
    }

    /// Makes `change` with the film `words` name, then says what it did.
    func change(
        _ words: [String], _ change: @Sendable (FavouritesViewModel, FilmReference) async -> Void
    )
        async throws
    {
        let (screen, container) = try await screen()
        let film = try await FilmArgument.film(words, in: container)
        await change(screen, film)
        try await report(screen)
    }

    /// Prints the change's notice and the favourites (or their document), or fails with its one line.
    func report(_ screen: FavouritesViewModel) async throws {
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(FavouritesDocument(state: state))) }
        if let notice = state.notice { Console.print(notice) }
        Console.print(
            state.favourites.isEmpty ? Strings.english.profile.noFavourites : ProfileOutput.films(state.favourites),
            terminator: state.favourites.isEmpty ? "\n" : "")
    }
}

struct FavouriteListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Your favourites, in order.")

    @OptionGroup var arguments: FavouriteArguments

    func run() async throws {
        let (screen, _) = try await arguments.screen()
        await screen.didLoad()
        try await arguments.report(screen)
    }
}

struct FavouriteAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Make a film your next favourite.")

    @Argument(help: "The film: its id, or words of its title.") var film: [String]
    @OptionGroup var arguments: FavouriteArguments

    func validate() throws { _ = try FilmArgument.parse(film, several: false) }

    func run() async throws {
        try await arguments.change(film) { await $0.didAdd($1) }
    }
}

struct FavouriteRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take a film out of your favourites.")

    @Argument(help: "The film: its id, or words of its title.") var film: [String]
    @OptionGroup var arguments: FavouriteArguments

    func validate() throws { _ = try FilmArgument.parse(film, several: false) }

    func run() async throws {
        try await arguments.change(film) { await $0.didRemove($1) }
    }
}
