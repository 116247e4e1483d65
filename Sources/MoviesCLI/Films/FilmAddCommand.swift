import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film add TITLE --year YEAR …`: the films it may already be first, then the film added.
struct FilmAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a film the catalog lacks, to log, list and review like any other.",
        discussion: """
            The films it may already be are listed first: at a terminal you are asked whether to add it \
            anyway; elsewhere, say --yes. A film with the same title and year, or the same IMDb id, is \
            refused, naming the film that has it. At most 30 films a day.

            Examples:
              movies film add Past Lives --year 2023 --director "Celine Song" --yes
            """
    )

    @Argument(help: "The film's title (1 to 300 characters).")
    var title: [String]

    @Option(help: "The year it came out (from 1870 to next year).")
    var year: Int

    @Option(help: "Its title in its own language, when that is another.")
    var originalTitle: String?

    @Option(name: .customLong("director"), help: "A director (again for each).")
    var directors: [String] = []

    @Option(name: .customLong("cast"), help: "An actor (again for each), billed first first.")
    var cast: [String] = []

    @Option(help: "Its running time in minutes (1 to 1000).")
    var runtime: Int?

    @Option(name: .customLong("genre"), help: "A genre, as `movies discover` names them (again for each).")
    var genres: [String] = []

    @Option(help: "The country it comes from.")
    var country: String?

    @Option(help: ArgumentHelp("The language it was made in (en, ko…).", valueName: "code"))
    var originalLanguage: String?

    @Option(help: ArgumentHelp("Its IMDb id (tt1234567).", valueName: "id"))
    var imdb: String?

    @Option(help: ArgumentHelp("Its TMDB id.", valueName: "id"))
    var tmdb: Int?

    @Option(help: ArgumentHelp("Its Letterboxd address or slug.", valueName: "address"))
    var letterboxd: String?

    @Flag(help: "Add it even when films like it are there.")
    var yes = false

    @Flag(help: "Print the film added as JSON.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addFilmScreen(member: try await container.localProfile(), strings: .english)
        let draft = self.draft
        if !yes {
            await screen.didCheck(draft)
            let checked = await screen.state
            if let failure = checked.failure { throw CleanError(message: failure.detail) }
            if !checked.lookalikes.isEmpty, !(try confirm(checked.lookalikes, source: container.filmSource)) {
                throw CleanError(message: "nothing added")
            }
        }
        await screen.didAdd(draft)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let added = state.added else { throw CleanError(message: "nothing added") }
        let reference = FilmReference(source: container.filmSource, movieID: added.id)
        if json {
            Console.print(try CLIJSON.encode(MovieDocument(movie: added.movie, source: container.filmSource)))
        } else {
            Console.print("Added “\(added.title)” (\(draft.year)): \(reference).")
        }
    }

    private var draft: AddFilmViewModel.Draft {
        var draft = AddFilmViewModel.Draft(title: title.joined(separator: " "), year: year)
        draft.originalTitle = originalTitle
        (draft.directors, draft.cast, draft.runtime, draft.genres) = (directors, cast, runtime, genres)
        (draft.country, draft.language) = (country, originalLanguage)
        (draft.imdb, draft.tmdb, draft.letterboxd) = (imdb, tmdb, letterboxd)
        return draft
    }

    /// The lookalikes listed; at a terminal, the question whether to add it anyway.
    private func confirm(_ lookalikes: [MoviesListItemViewModel], source: FilmReference.Source) throws -> Bool {
        Console.error("Films like it are here already:\n")
        let shown = lookalikes.prefix(10).map { (FilmReference(source: source, movieID: $0.id).description, $0) }
        let width = shown.map(\.0.count).max() ?? 0
        for (id, film) in shown {
            let year = film.year.map { " (\($0))" } ?? ""
            Console.error("  \(id.padding(toLength: width, withPad: " ", startingAt: 0))  \(film.title)\(year)\n")
        }
        guard Console.current.isTerminal(.input) else {
            throw CleanError(message: "films like it are here already; if it is none of them, say --yes")
        }
        Console.error("Add “\(title.joined(separator: " "))” (\(year)) anyway? [y/N] ")
        let answer = Console.readLine()?.lowercased() ?? ""
        return answer == "y" || answer == "yes"
    }
}
