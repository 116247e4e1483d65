import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies comments ID`: the comments under a review or list, oldest first.
struct CommentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comments",
        abstract: "Read the comments under a review or a list, oldest first.",
        discussion: """
            Each comment is printed with its id, which `movies comment --edit` and `--delete` take.

            Example:
              movies comments 3f2a9c1e-… --json
            """)

    @Argument(help: "The review's id (its `watch`) or the list's.") var id: String
    @Option(help: "Which page of comments, from 1.") var page = 1
    @Flag(help: "Print them as JSON, as /api/comments answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        _ = try PageNumber(page)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let viewer = try? await container.localProfile()
        let screen = container.commentsScreen(viewer: viewer, strings: .english)
        await screen.didLoad(on: id, page: try PageNumber(page))
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(CommentsDocument(state: state))) }
        var lines = [state.heading ?? "", state.countText ?? ""]
        for row in state.rows {
            let edited = row.isEdited ? " · \(Strings.english.comments.edited)" : ""
            lines += ["", "\(row.authorName) · \(row.dateText)\(edited)  [\(row.comment.id.rawValue)]"]
            lines += row.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        if state.totalPages > 1 { lines += ["", "page \(state.page) of \(state.totalPages)"] }
        Console.print(lines.joined(separator: "\n"))
    }
}
