import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies list NAME` and the changes of one list: new, add, move, remove, note, delete, undo.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show one of your lists, or make and change one.",
        discussion: """
            NAME is a list's title (any case), its address (best-of-the-70s) or its id.

            Examples:
              movies list new "Best of the ’70s" --ranked --public
              movies list add "best of the 70s" 47703 184768
              movies list add best-of-the-70s the conversation
              movies list move best-of-the-70s 47703 --to 1
              movies list best-of-the-70s
            """,
        subcommands: [
            ListShowCommand.self, ListNewCommand.self, ListAddCommand.self, ListMoveCommand.self,
            ListRemoveCommand.self, ListDeleteCommand.self, ListUndoCommand.self,
        ],
        defaultSubcommand: ListShowCommand.self
    )
}

/// What every list command shares: the container, the member, and one list's screen loaded by name.
struct ListArguments: ParsableArguments {
    @OptionGroup var options: GlobalOptions

    func screen(_ name: String, page: Int = 1) async throws -> (ListViewModel, AppContainer) {
        let container = try await options.makeContainer()
        let screen = try container.listScreen(viewer: try await container.localProfile(), strings: .english)
        await screen.didLoad(.own(name), page: try PageNumber(page))
        if let failure = await screen.state.failure { throw CleanError(message: failure.detail) }
        return (screen, container)
    }

    /// Prints the change's notice, or fails with its one line.
    static func report(_ screen: ListViewModel) async throws {
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if let notice = state.notice { Console.print(notice) }
    }
}

struct ListShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "A list's films in their places.")

    @Argument(help: "The list: its title, address or id.") var name: String
    @Option(help: "Which page of the list (60 films a page).") var page = 1
    @Flag(help: "Print the list as JSON.") var json = false
    @OptionGroup var arguments: ListArguments

    func run() async throws {
        let (screen, _) = try await arguments.screen(name, page: page)
        let state = await screen.state
        if json { return Console.print(try CLIJSON.encode(ListDocument(state: state))) }
        Console.print(ListsOutput.entries(state), terminator: "")
    }
}

struct ListNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Make a list.")

    @Argument(help: "Its title (up to 100 characters).") var title: String
    @Option(help: "What it is about.") var description: String?
    @Flag(help: "Its order is a ranking.") var ranked = false
    @Flag(help: "Anyone may read it (at /u/NAME/lists/ADDRESS).") var `public` = false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.listsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didCreate(title: title, description: description, isRanked: ranked, isPublic: self.public)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        Console.print("\(state.notice ?? "") Its address: \(state.made?.slug ?? "").")
    }
}

struct ListAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Put films at the end of a list.")

    @Argument(help: "The list.") var name: String
    @Argument(help: "Films: ids (catalog:17738, 17738), or words of one title.") var films: [String]
    @Option(help: "Why it is here.") var note: String?
    @OptionGroup var arguments: ListArguments

    func validate() throws { _ = try FilmArgument.parse(films, several: true) }

    func run() async throws {
        let (screen, container) = try await arguments.screen(name)
        let named = try await FilmArgument.films(try FilmArgument.parse(films, several: true), in: container)
        await screen.didAdd(named.map(\.film), note: note)
        try await ListArguments.report(screen)
    }
}

struct ListMoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a film to a place.")

    @Argument(help: "The list.") var name: String
    @Argument(help: "The film: its id, or words of its title.") var film: [String]
    @Option(help: "Its new place: 1 is first.") var to: Int
    @OptionGroup var arguments: ListArguments

    func validate() throws { _ = try FilmArgument.parse(film, several: false) }

    func run() async throws {
        let (screen, container) = try await arguments.screen(name)
        let named = try await FilmArgument.film(film, in: container)
        await screen.didMove(named, to: to)
        try await ListArguments.report(screen)
    }
}

struct ListRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a film out of a list.")

    @Argument(help: "The list.") var name: String
    @Argument(help: "The film: its id, or words of its title.") var film: [String]
    @OptionGroup var arguments: ListArguments

    func validate() throws { _ = try FilmArgument.parse(film, several: false) }

    func run() async throws {
        let (screen, container) = try await arguments.screen(name)
        let named = try await FilmArgument.film(film, in: container)
        await screen.didRemove(named)
        try await ListArguments.report(screen)
    }
}

struct ListDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a list (`movies list undo` brings it back).")

    @Argument(help: "The list.") var name: String
    @OptionGroup var arguments: ListArguments

    func run() async throws {
        let (list, container) = try await arguments.screen(name)
        guard let id = await list.state.list?.id else { return }
        let screen = try container.listsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didDelete(id)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        Console.print("\(state.notice ?? "") `movies list undo` brings it back.")
    }
}

struct ListUndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Bring back the list deleted last.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.listsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didUndoDelete()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        Console.print(state.notice ?? "")
    }
}
