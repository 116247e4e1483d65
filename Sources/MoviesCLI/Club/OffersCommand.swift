import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies offers`: the watches members named you on, to add to your diary or dismiss.
struct OffersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offers",
        abstract: "See the watches members named you on, and add them to your diary or dismiss them.",
        discussion: """
            A member who watched a film with you names you on their watch (movies log --with); it waits here \
            until you answer. --accept adds your own watch of that day to your diary (or, when you logged the \
            film that day already, names them on that watch), with --rating if you give \
            one; --dismiss lets it go. Each offer is printed with its id.

            Examples:
              movies offers
              movies offers --accept 3f2a9c1e-… --rating 8
              movies offers --dismiss 3f2a9c1e-…
            """)

    @Option(help: "Add the offer with this id to your diary.") var accept: String?
    @Option(help: "Dismiss the offer with this id.") var dismiss: String?
    @Option(parsing: .unconditional, help: "Your rating for the watch --accept makes, from 1 to 10.")
    var rating: String = ""
    @Flag(help: "Print the offers waiting as JSON, as /api/offers answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if accept != nil, dismiss != nil { throw ValidationError("--accept or --dismiss, not both") }
        if !rating.isEmpty, accept == nil { throw ValidationError("--rating goes with --accept") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.togetherScreen(member: try await container.localProfile(), strings: .english)
        if let accept {
            await screen.didAccept(accept, rating: rating)
        } else if let dismiss {
            await screen.didDismiss(dismiss)
        } else {
            await screen.didLoad()
        }
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(OffersDocument(state: state))) }
        if let notice = state.notice { return Console.print(notice) }
        guard !state.rows.isEmpty else { return Console.print(Strings.english.together.noOffers) }
        Console.print(state.rows.map { "\($0.text)  [\($0.id.rawValue)]" }.joined(separator: "\n"))
    }
}
