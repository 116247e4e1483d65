import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film added`: an operator's list of the films members added, where the database is.
struct FilmAddedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "added",
        abstract: "List the films members added, oldest first (where the database is).",
        discussion: """
            Each film with its id, title, year, who added it and when. A film nothing names yet can be \
            removed with `movies film remove ID`.

            Examples:
              movies film added
              movies film added --json
            """
    )

    @Flag(help: "Print the films as JSON.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addedFilmsScreen(strings: .english)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(AddedFilmsDocument(rows: state.rows))) }
        guard !state.rows.isEmpty else { return Console.print("No films added yet.") }
        let rows = state.rows.map { row in
            [
                row.reference.description, row.title, String(row.year), row.addedBy ?? "(account deleted)",
                row.added.formatted(.iso8601.year().month().day()),
            ]
        }
        let table = TextTable(columns: [
            .init(header: "Id"), .init(header: "Title", cutTo: 16), .init(header: "Year"), .init(header: "Added by"),
            .init(header: "Added"),
        ])
        Console.print(table.render(rows, width: Console.current.outputWidth), terminator: "")
        Console.print("\(rows.count) film\(rows.count == 1 ? "" : "s") added")
    }
}

/// `movies film added --json`: `{"films": [{"id", "title", "year", "addedBy", "added", "directors", "imdb"}]}`.
struct AddedFilmsDocument: JSONDocument {
    let rows: [AddedFilmsViewModel.Row]

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.objects("films", rows) { json, row in
                json.member("id", row.reference.description)
                json.member("title", row.title)
                json.member("year", row.year)
                json.member("addedBy", row.addedBy)
                json.member("added", row.added.formatted(.iso8601))
                json.member("directors", row.directors)
                json.member("imdb", row.imdb)
            }
        }
    }
}
