import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies feed`: what the members you follow did, newest first, a page at a time.
struct FeedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "What the members you follow watched, reviewed and listed, newest first.",
        discussion: """
            A page ends with the command for the next (`--after PLACE`, as the page gives it).

            Examples:
              movies feed
              movies feed --json
            """)

    @Option(help: "Where the page begins: the place the last page gave.") var after: String?
    @Flag(help: "Print the page as JSON, as /api/feed answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if let after { _ = try FeedCursor(text: after) }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.feedScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad(after: try after.map { try FeedCursor(text: $0) })
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(FeedDocument(state: state))) }
        Console.print(FeedOutput.text(state), terminator: "")
    }
}

/// What `movies feed` prints: each group's headline and day, its films indented under it.
enum FeedOutput {
    static func text(_ state: FeedState) -> String {
        if let empty = state.emptyText { return empty + "\n" }
        var text = ""
        for group in state.groups {
            text += "\(group.headline) · \(group.when)\n"
            for item in group.items {
                let year = item.poster.year.map { " (\($0))" } ?? ""
                let parts = [item.stars, item.details].compactMap { $0 }
                text += "  \(item.poster.title)\(year)" + (parts.isEmpty ? "" : "  " + parts.joined(separator: "  "))
                text += "\n"
                if let excerpt = item.excerpt { text += "    “\(excerpt)”\n" }
            }
        }
        if let next = state.next { text += "more: movies feed --after \(next)\n" }
        return text
    }
}
