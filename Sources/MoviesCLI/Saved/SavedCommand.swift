import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct SavedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "saved",
        abstract: "List your saved films, newest first; undo the last change, or remove them all.",
        discussion: """
            `--reset` asks before removing everything; where nobody can answer, it needs `--yes`.

            Examples:
              movies saved --page 2
              movies saved --undo
            """
    )

    @OptionGroup var paging: PageOptions

    @Flag(help: "Take back the last save or removal.")
    var undo = false

    @Flag(help: "Remove every saved film (`--undo` puts them back).")
    var reset = false

    @Flag(help: "With --reset: do not ask.")
    var yes = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if undo && reset { throw ValidationError("--undo and --reset do not go together") }
        if yes && !reset { throw ValidationError("--yes goes with --reset") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let list = container.savedScreen(member: try await container.localProfile(), strings: .english)
        await list.didLoad(page: try paging.number())
        if undo {
            await list.didUndo()
        } else if reset {
            let count = await list.state.totalCount
            guard count > 0 else { return Console.print(Strings.english.members.noSavedFilms) }
            guard try yes || confirm(Strings.english.members.removeAllQuestion(count)) else {
                return Console.print("Nothing removed.")
            }
            await list.didRemoveAll()
        }
        let state = await list.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if paging.json {
            Console.print(try CLIJSON.encode(SavedFilmsAnswerDocument(state: state)))
        } else {
            if let notice = state.notice { Console.print(notice) }
            if !(reset && state.items.isEmpty) { Console.print(SavedOutput(state: state).table(), terminator: "") }
        }
    }

    /// Asks on the terminal; with nobody there to answer, refuses rather than guess.
    private func confirm(_ question: String) throws -> Bool {
        guard Console.current.isTerminal(.input) else {
            throw CleanError(message: "--reset asks before removing everything: add --yes where nobody can answer")
        }
        Console.error("\(question) [y/N] ")
        let answer = Console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return answer == "y" || answer == "yes"
    }
}
