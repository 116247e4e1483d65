import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies diary`: the watches logged, newest first, a page at a time; delete one, or undo that.
struct DiaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diary",
        abstract: "List the films you watched, newest first; delete a watch, or undo that.",
        discussion: """
            Each watch is listed with the start of its id, which --delete takes.

            Examples:
              movies diary --year 2024
              movies diary --rating 10 --json
              movies diary --tag cinema
              movies diary --tags
              movies diary --delete 3f2a9c1e
              movies diary --undo
            """
    )

    @Option(help: "Only the watches of this year.")
    var year: Int?

    @Option(help: "Only the watches of this rating, from 1 to 10.")
    var rating: Int?

    @Flag(help: "Only rewatches, or only first watches (default: both).")
    var watches: WatchKind?

    @Option(help: "Only the watches with this tag (in any case or accents).")
    var tag: String?

    @Flag(help: "List your tags, each with how many watches carry it.")
    var tags = false

    @Option(help: "Delete the watch with this id (or the start of it).")
    var delete: String?

    @Flag(help: "Bring back the watch deleted last.")
    var undo = false

    @OptionGroup var paging: PageOptions

    @OptionGroup var options: GlobalOptions

    enum WatchKind: String, EnumerableFlag {
        case rewatches, firstWatches
    }

    func validate() throws {
        if let rating, !WatchDetails.ratings.contains(rating) {
            throw ValidationError("a rating is from 1 to 10 (half-stars), not \(rating)")
        }
        if let year, !(1...9999).contains(year) { throw ValidationError("there is no year \(year)") }
        if delete != nil && undo { throw ValidationError("--delete and --undo do not go together") }
        if let tag {
            do { _ = try Tag(tag) } catch { throw ValidationError(error.description) }
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let member = try await container.localProfile()
        let screen = container.diaryScreen(member: member, strings: .english)
        let filter = DiaryFilter(
            year: year, rating: rating, rewatch: watches.map { $0 == .rewatches }, tag: try tag.map { try Tag($0) })
        await screen.didLoad(filter: filter, page: try paging.number())
        if let delete {
            await screen.didDelete(idStartingWith: delete)
        } else if undo {
            await screen.didUndo()
        }
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if paging.json { return Console.print(try CLIJSON.encode(DiaryDocument(state: state))) }
        if tags { return Console.print(DiaryOutput.tags(state.tags), terminator: "") }
        if let notice = state.notice { Console.print(notice) }
        Console.print(DiaryOutput(state: state).text(), terminator: "")
    }
}
