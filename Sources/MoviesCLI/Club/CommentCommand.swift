import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies comment ID TEXT`: a comment under a review or list; `--edit` and `--delete` change one.
struct CommentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "comment",
        abstract: "Comment on a review or a list, or edit or delete a comment.",
        discussion: """
            A review's id is the `watch` that `movies reviews --json` prints for it; a list's is the `id` of \
            `movies lists --json`. A comment is 1 to 2,000 characters, at most 30 a minute. You may delete \
            your own comments and any under your reviews and lists.

            Examples:
              movies comment 3f2a9c1e-… "The score carries it."
              movies comment --edit 8b0d… "The score carries the whole film."
              movies comment --delete 8b0d…
            """)

    @Argument(help: "The review's or list's id; with --edit or --delete, the comment's.") var id: String
    @Argument(help: "What you say (the words are joined by spaces).") var words: [String] = []
    @Flag(help: "Rewrite your comment with this id.") var edit = false
    @Flag(help: "Delete the comment with this id.") var delete = false
    @Flag(help: "Print the comment as JSON, as the API answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if edit && delete { throw ValidationError("Say --edit or --delete, not both.") }
        if delete && !words.isEmpty { throw ValidationError("--delete takes the comment's id alone.") }
        if !delete && words.isEmpty { throw ValidationError("Say what you want to say after the id.") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.commentsScreen(viewer: try await container.localProfile(), strings: .english)
        let text = words.joined(separator: " ")
        if delete {
            await screen.didDelete(id)
        } else if edit {
            await screen.didEdit(id, to: text)
        } else {
            await screen.didWrite(text, on: id)
        }
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json, let changed = state.changed { return Console.print(try CLIJSON.encode(CommentDocument(changed))) }
        let id = state.changed.map { " (\($0.id.rawValue))" } ?? ""
        Console.print((state.notice ?? "") + id)
    }
}
