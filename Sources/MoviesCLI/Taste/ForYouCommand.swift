import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies for-you`: films you have not watched, from your own ratings, each with why.
struct ForYouCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "for-you",
        abstract: "Films you have not watched that you are likely to rate highly, from your own ratings.",
        discussion: """
            Made from the films you rated: the directors, writers, actors, genres and decades of what you \
            rated above and below your own average, and films like your favourites. Each film says why. With \
            fewer than 10 rated films it says how many more it needs, and shows films critics love in the \
            genres you watch. --not-interested sets a film aside for good; --undo brings it back.

            Examples:
              movies for-you
              movies for-you --json
              movies for-you --not-interested 47703
              movies for-you --undo 47703
            """)

    @Option(help: "A film you are not interested in: it is not suggested again.") var notInterested: String?
    @Option(help: "A film set aside to suggest again.") var undo: String?
    @Flag(help: "Print the films as JSON, as /api/for-you answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if notInterested != nil, undo != nil { throw ValidationError("--not-interested or --undo, not both") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.forYouScreen(member: try await container.localProfile(), strings: .english)
        if let text = notInterested ?? undo {
            let film = try FilmReference(text, bareNumbers: container.filmSource)
            let title = film.description
            if notInterested != nil {
                await screen.didDismiss(film, title: title)
            } else {
                await screen.didUndo(film, title: title)
            }
        } else {
            await screen.didLoad()
        }
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(ForYouDocument(state: state))) }
        if let notice = state.notice { return Console.print(notice) }
        var lines = [state.heading, state.intro]
        if state.rows.isEmpty { lines.append(state.emptyText) }
        for row in state.rows {
            let year = row.year.map { " (\($0))" } ?? ""
            let likely = row.likelyText.map { "  \($0)" } ?? ""
            lines += ["", "\(row.title)\(year)  \(row.film)\(likely)"] + row.reasons.map { "  · \($0)" }
        }
        Console.print(lines.joined(separator: "\n"))
    }
}
