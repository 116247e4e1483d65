import ArgumentParser
import MoviesComposition
import MoviesPresentation

/// `movies follow NAME`, `unfollow`, `block`, `unblock`: one change to how you stand toward a member.
struct FollowArguments: ParsableArguments {
    @Argument(help: "The member's name.") var name: String
    @Flag(help: "Print what changed as JSON, as the API answers.") var json = false
    @OptionGroup var options: GlobalOptions

    /// Makes the change, then prints the sentence that says what it did.
    func run(_ change: FollowViewModel.Change) async throws {
        let container = try await options.makeContainer()
        let screen = container.followScreen(member: try await container.localProfile(), strings: .english)
        await screen.did(change, name: name)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(FollowChangeDocument(state: state))) }
        if let notice = state.notice { Console.print(notice) }
    }
}

struct FollowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow", abstract: "Follow a member: their public activity comes to you.",
        discussion: "Example:\n  movies follow ana")

    @OptionGroup var arguments: FollowArguments

    func run() async throws { try await arguments.run(.follow) }
}

struct UnfollowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unfollow", abstract: "Stop following a member.")

    @OptionGroup var arguments: FollowArguments

    func run() async throws { try await arguments.run(.unfollow) }
}

struct BlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "block", abstract: "Block a member: neither of you sees the other, and they are not told.",
        discussion: """
            A block ends the follows between you either way. The member cannot follow you, like your reviews \
            or find your profile; you see none of their activity. `movies unblock NAME` undoes it, and \
            `movies blocked` lists whom you blocked.
            """)

    @OptionGroup var arguments: FollowArguments

    func run() async throws { try await arguments.run(.block) }
}

struct UnblockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unblock", abstract: "Unblock a member.")

    @OptionGroup var arguments: FollowArguments

    func run() async throws { try await arguments.run(.unblock) }
}
