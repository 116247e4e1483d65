import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies news`: what is new since you last looked, which reading marks seen.
struct NewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "news",
        abstract: "See what is new: comments on your reviews and lists, and watches you were named on.",
        discussion: """
            Counts what came since you last looked, then lists the newest comments under your reviews and \
            lists, those since then marked new; from then on they are not new. `movies offers` answers the \
            watches you were named on.

            Examples:
              movies news
              movies news --json
            """)

    @Flag(help: "Print it as JSON, as /api/news answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.newsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(NewsDocument(state: state))) }
        let count = state.count
        var lines = [
            "\(count.comments) new comment\(count.comments == 1 ? "" : "s") · \(count.offers) watch\(count.offers == 1 ? "" : "es") offered to you (movies offers)"
        ]
        if state.rows.isEmpty { lines.append(state.emptyText) }
        for row in state.rows {
            let new = row.item.isNew ? " · new" : ""
            lines += ["", "\(row.heading) · \(row.dateText)\(new)"]
            lines += row.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        Console.print(lines.joined(separator: "\n"))
    }
}
