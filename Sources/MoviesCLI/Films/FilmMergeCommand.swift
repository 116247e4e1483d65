import ArgumentParser
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies film merge ADDED INTO`: an operator merges a film a member added into the film it is.
struct FilmMergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge a film a member added into the film it is (where the database is).",
        discussion: """
            Every watch, rating, review, list entry, favourite and saved film of ADDED becomes one of INTO, and \
            ADDED is gone. A member who has both keeps the later rating, and a list, favourites or saved films \
            keep the film once. INTO is the catalog's film, or another added one.

            Examples:
              movies film merge catalog:1000000002 catalog:1000000001
            """
    )

    @Argument(help: ArgumentHelp("The film a member added.", valueName: "added"))
    var added: String

    @Argument(help: ArgumentHelp("The film it is.", valueName: "into"))
    var into: String

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = try container.addedFilmsScreen(strings: .english)
        let source = container.filmSource
        let (film, kept) = (try FilmArgument.id(added, source: source), try FilmArgument.id(into, source: source))
        await screen.didMerge(film, into: kept)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let merged = state.merged else { throw CleanError(message: "nothing merged") }
        Console.print(
            "Merged “\(merged.merged.title)” into \(kept), “\(merged.kept.title)”\(Self.year(merged.kept)): "
                + "moved \(merged.moved).")
    }

    static func year(_ movie: Movie) -> String { movie.releaseDate.year.map { " (\($0))" } ?? "" }
}
