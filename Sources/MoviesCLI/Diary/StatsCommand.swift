import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies stats`: what the diary adds up to, as text bars, for all time or one year.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "What your diary adds up to: films and hours, by month and weekday, ratings, people.",
        discussion: """
            Examples:
              movies stats
              movies stats --year 2025
              movies stats --json | jq '.byMonth'
            """
    )

    @Option(help: "One year in review (default: all time).")
    var year: Int?

    @Flag(help: "Print the numbers as JSON.")
    var json = false

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
        if json, let numbers = state.statistics {
            return Console.print(try CLIJSON.encode(StatisticsDocument(numbers)))
        }
        Console.print(StatsOutput(state: state).text(width: Console.current.outputWidth ?? 80), terminator: "")
    }
}
