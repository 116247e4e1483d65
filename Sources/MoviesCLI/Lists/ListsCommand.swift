import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies lists`: the profile's lists, each with its size, who may read it and its address.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "Your lists of films: `movies list` shows one and changes it.",
        discussion: """
            Examples:
              movies lists
              movies lists --json
              movies list new "Best of the ’70s" --ranked --public
            """
    )

    @Flag(help: "Print the lists as JSON, as /api/lists has them.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.listsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(ListsDocument(state: state))) }
        Console.print(ListsOutput.table(state.lists), terminator: "")
    }
}

/// What the list commands print.
enum ListsOutput {
    static func table(_ lists: [ListRow]) -> String {
        guard !lists.isEmpty else { return Strings.english.lists.noLists + "\n" }
        let rows = lists.map { list in
            [list.title, String(list.filmCount), list.access + (list.isRanked ? ", ranked" : ""), list.slug]
        }
        let table = TextTable(columns: [
            .init(header: "Title", cutTo: 16), .init(header: "Films", alignment: .right), .init(header: "Who may read"),
            .init(header: "Address"),
        ])
        return table.render(rows, width: Console.current.outputWidth)
    }

    static func entries(_ state: ListState) -> String {
        guard let list = state.list else { return "" }
        var text =
            "\(list.details.title) · \(Strings.english.lists.films(list.filmCount)) · "
            + (list.details.isPublic ? "public" : "private") + (list.details.isRanked ? ", ranked" : "") + "\n"
        if let description = list.details.description { text += description + "\n" }
        if let watched = state.watchedText { text += watched + "\n" }
        guard !state.entries.isEmpty else { return text + Strings.english.lists.emptyList + "\n" }
        let rows = state.entries.map { entry in
            [
                String(entry.position), entry.film.description, entry.title, entry.year.map(String.init) ?? "TBA",
                entry.note ?? "",
            ]
        }
        let table = TextTable(columns: [
            .init(header: "#", alignment: .right), .init(header: "Id"), .init(header: "Title", cutTo: 16),
            .init(header: "Year"), .init(header: "Note", cutTo: 12),
        ])
        return text + table.render(rows, width: Console.current.outputWidth)
            + (state.totalPages > 1 ? "page \(state.page) of \(state.totalPages)\n" : "")
    }
}
