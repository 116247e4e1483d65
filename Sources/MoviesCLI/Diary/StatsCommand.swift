import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation
import MoviesWeb

/// `movies stats`: what the diary adds up to, as text bars, for all time or one year.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "What your diary adds up to: films and hours, by month and weekday, ratings, people.",
        discussion: """
            Examples:
              movies stats
              movies stats --year 2025
              movies stats --year 2025 --card year.png
              movies stats --json | jq '.byMonth'
            """
    )

    @Option(help: "One year in review (default: all time).")
    var year: Int?

    @Flag(help: "Print the numbers as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Also draw the year as an image to share (PNG, 1200 × 630).", valueName: "file.png"))
    var card: String?

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if let year, !(1...9999).contains(year) { throw ValidationError("there is no year \(year)") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.statisticsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad(year: year)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if let card {
            let member = try await container.memberName(of: try await container.localProfile())
            let url = URL(fileURLWithPath: card)
            do {
                try YearCard.png(of: state, member: member, strings: .english).write(to: url, options: .atomic)
            } catch let error as CocoaError {
                throw CleanError(
                    message:
                        "cannot write \(card): \(error.code == .fileWriteNoPermission ? "no permission" : "no such folder, or not writable")"
                )
            }
            Console.print("Drew \(state.title) on \(card) (1200 × 630).")
            return
        }
        if json, let numbers = state.statistics {
            return Console.print(try CLIJSON.encode(StatisticsDocument(numbers)))
        }
        Console.print(StatsOutput(state: state).text(width: Console.current.outputWidth ?? 80), terminator: "")
    }
}
