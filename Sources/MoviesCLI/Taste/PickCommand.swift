import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies pick --with ana,bo --under 120`: tonight's pick for you and friends.
struct PickCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Films none of you and your friends has watched, for tonight.",
        discussion: """
            Choose 1 to 7 friends (members you follow who follow you back) with --with. The films are ones \
            none of you has watched or set aside; the film the least happy of you is likely to rate highest \
            comes first, then those the whole group likes more. Each says how each of you is likely to rate \
            it, and why. A film one of you saved counts as one they want to see.

            Examples:
              movies pick --with ana
              movies pick --with ana,bo --under 120
              movies pick --with ana --genre comedy --decade 1980s --json
            """)

    @Option(help: "The friends to watch with, separated by commas.") var with: [String] = []
    @Option(help: "The longest a film may run: minutes (120) or hours (2h, 1h30).") var under: String?
    @Option(help: "A genre to pick from (again, or with commas, for several).") var genre: [String] = []
    @Option(help: "A decade to pick from, like 1970s (again, or with commas, for several).") var decade: [String] = []
    @Flag(help: "Print the films as JSON, as /api/pick answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.pickScreen(member: try await container.localProfile(), strings: .english)
        await screen.didPick(PickRequest(with: with, under: under, genres: genre, decades: decade))
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(PickDocument(state: state))) }
        var lines = [state.heading, state.intro]
        if state.rows.isEmpty { lines.append(state.emptyText) }
        for row in state.rows {
            let facts = [row.year.map(String.init), row.runtime.map { "\($0) min" }].compactMap { $0 }
            lines += ["", "\(row.title) (\(facts.joined(separator: ", ")))  \(row.reference)  \(row.leastText)"]
            lines += row.outlooks.map { outlook in
                "  · \(outlook.text)" + (outlook.reasons.isEmpty ? "" : ": " + outlook.reasons.joined(separator: "; "))
            }
        }
        Console.print(lines.joined(separator: "\n"))
    }
}
