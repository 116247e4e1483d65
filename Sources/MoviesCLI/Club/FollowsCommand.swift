import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies followers [NAME]`, `movies following [NAME]`, `movies blocked`: lists of members, newest first.
struct FollowsArguments: ParsableArguments {
    @Option(help: "Which page (50 a page).") var page = 1
    @Flag(help: "Print the list as JSON, as the API answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws { _ = try PageNumber(page) }

    /// Loads the list `kind` names (for `name`, or for you when nil) and prints it.
    func run(_ kind: (String) -> FollowsViewModel.Kind, name: String?) async throws {
        let container = try await options.makeContainer()
        let me = try await container.localProfile()
        var named = name ?? ""
        if name == nil { named = try await container.memberName(of: me) }
        try await show(container.followsScreen(kind(named), viewer: me, strings: .english))
    }

    func show(_ screen: FollowsViewModel) async throws {
        await screen.didLoad(page: try PageNumber(page))
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(FollowsDocument(state: state))) }
        Console.print(FollowsOutput.text(state), terminator: "")
    }
}

struct FollowersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "followers", abstract: "Who follows a member, yours when NAME is left out.")

    @Argument(help: "The member's name; yours when left out.") var name: String?
    @OptionGroup var arguments: FollowsArguments

    func run() async throws { try await arguments.run({ .followers(of: $0) }, name: name) }
}

struct FollowingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "following", abstract: "Whom a member follows, you when NAME is left out.")

    @Argument(help: "The member's name; yours when left out.") var name: String?
    @OptionGroup var arguments: FollowsArguments

    func run() async throws { try await arguments.run({ .following(of: $0) }, name: name) }
}

struct BlockedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "blocked", abstract: "The members you blocked.")

    @OptionGroup var arguments: FollowsArguments

    func run() async throws {
        let container = try await arguments.options.makeContainer()
        let me = try await container.localProfile()
        try await arguments.show(container.followsScreen(.blocked, viewer: me, strings: .english))
    }
}

/// What the follows commands print: a heading, then a table of members, or the list's empty sentence.
enum FollowsOutput {
    static func text(_ state: FollowsState) -> String {
        var text = "\(state.heading)\n"
        guard state.emptyText == nil else { return text + (state.emptyText ?? "") + "\n" }
        let table = TextTable(columns: [
            .init(header: "Name"), .init(header: "Full name", cutTo: 12), .init(header: "Since"),
        ])
        text += table.render(
            state.rows.map { [$0.name, $0.fullName, $0.sinceText] }, width: Console.current.outputWidth)
        if state.totalPages > 1 { text += "page \(state.page) of \(state.totalPages) · \(state.totalCount) members\n" }
        return text
    }
}
