import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film edit ID --title …`: an operator corrects a film a member added; what is not said stays.
struct FilmEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Correct a film a member added (where the database is).",
        discussion: """
            Each option given replaces that fact (a --director, --cast or --genre replaces them all); the \
            others stay. The film's watches, reviews, lists and the diaries' statistics follow at once, and a \
            title and year, or an id, another film has is refused naming it.

            Examples:
              movies film edit catalog:1000000001 --title "Past Lives" --runtime 106
            """
    )

    @Argument(help: ArgumentHelp("The film's id, as `movies film added` prints it.", valueName: "id"))
    var film: String

    @Option(help: "Its title (1 to 300 characters).")
    var title: String?

    @Option(help: "The year it came out.")
    var year: Int?

    @Option(help: "Its title in its own language.")
    var originalTitle: String?

    @Option(name: .customLong("director"), help: "A director (again for each): replaces the directors.")
    var directors: [String] = []

    @Option(name: .customLong("cast"), help: "An actor (again for each): replaces the cast.")
    var cast: [String] = []

    @Option(help: "Its running time in minutes (1 to 1000).")
    var runtime: Int?

    @Option(name: .customLong("genre"), help: "A genre (again for each): replaces the genres.")
    var genres: [String] = []

    @Option(help: "The country it comes from.")
    var country: String?

    @Option(help: ArgumentHelp("The language it was made in.", valueName: "code"))
    var originalLanguage: String?

    @Option(help: ArgumentHelp("Its IMDb id.", valueName: "id"))
    var imdb: String?

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addedFilmsScreen(strings: .english)
        let reference = try FilmArgument.id(film, source: container.filmSource)
        guard var draft = await screen.draft(of: reference) else {
            throw CleanError(message: await screen.state.failure?.detail ?? "no such film")
        }
        guard changes(&draft) else {
            throw CleanError(message: "say what to correct: --title, --year, --director, --runtime…")
        }
        await screen.didCorrect(reference, to: draft)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let corrected = state.corrected else { throw CleanError(message: "nothing corrected") }
        Console.print("Corrected \(reference): “\(corrected.title)”\(FilmMergeCommand.year(corrected)).")
    }

    /// Writes the options given into the draft; false when none is.
    private func changes(_ draft: inout AddFilmViewModel.Draft) -> Bool {
        var changed = false
        func set<Value>(_ value: Value?, _ path: WritableKeyPath<AddFilmViewModel.Draft, Value>) {
            if let value { (draft[keyPath: path], changed) = (value, true) }
        }
        func fill<Value>(_ value: Value?, _ path: WritableKeyPath<AddFilmViewModel.Draft, Value?>) {
            if let value { (draft[keyPath: path], changed) = (value, true) }
        }
        set(title, \.title)
        set(year, \.year)
        fill(originalTitle, \.originalTitle)
        set(directors.isEmpty ? nil : directors, \.directors)
        set(cast.isEmpty ? nil : cast, \.cast)
        fill(runtime, \.runtime)
        set(genres.isEmpty ? nil : genres, \.genres)
        fill(country, \.country)
        fill(originalLanguage, \.language)
        fill(imdb, \.imdb)
        return changed
    }
}
