import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies notifications`: a page of your notifications, newest first, which reading marks read.
struct NotificationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "See who followed you, commented on or liked your reviews and lists, or named you on a watch.",
        discussion: """
            Lists your notifications, newest first, 30 a page; those since you last read them are marked \
            new, and from then on are not (unless --keep-unread). `movies offers` answers the watches you \
            were named on.

            Examples:
              movies notifications
              movies notifications --page 2
              movies notifications --json
            """,
        aliases: ["news"])

    @Option(help: "Which page (30 a page).") var page = 1
    @Flag(help: "Leave them unread, as they were.") var keepUnread = false
    @Flag(help: "Print it as JSON, as /api/notifications answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws { _ = try PageNumber(page) }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.notificationsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad(page: try PageNumber(page), markingRead: !keepUnread)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(NotificationsDocument(state: state))) }
        Console.print(Self.text(state))
    }

    static func text(_ state: NotificationsState) -> String {
        var lines = ["\(state.unread) unread · \(state.totalCount) in all"]
        if state.rows.isEmpty { lines += ["", state.emptyText] }
        for row in state.rows {
            let new = row.notice.isUnread ? " · new" : ""
            lines += ["", "\(row.text) · \(row.dateText)\(new)"]
            if let said = row.notice.text {
                lines += said.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        if state.totalPages > 1 { lines += ["", "page \(state.page) of \(state.totalPages)"] }
        return lines.joined(separator: "\n")
    }
}
