import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every detail of one film, by its id or its title.",
        discussion: """
            Ids are the ones `movies search` prints (catalog:17738, tmdb:155, or 17738). Words that are not \
            an id open the film a search for them ranks first.

            Examples:
              movies show catalog:17738
              movies show godfather 2
              movies show amelie --json
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The film's id, or words of its title.")
    var words: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if json { try CLIJSON.refuseFieldList(in: words) }
        _ = try FilmArgument.parse(words, several: false)
    }

    func run() async throws {
        let container = try await options.makeContainer()
        // Reading needs no profile: one that was never made has saved and reviewed nothing.
        let lookup = try await FilmArgument.lookup(try FilmArgument.parse(words, several: false), in: container)
        let screen = container.filmScreen(lookup, member: await container.viewer(), strings: .english)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let movie = state.movie, let details = state.details, let film = state.film,
            let reviews = state.reviews?.content
        else { return }
        if json {
            let document = ShowDocument(
                movie: MovieDocument(movie: movie, source: film.source, withDetails: true), saved: state.isSaved,
                reviews: ReviewsDocument(film: film, content: reviews),
                series: state.series.map { MovieDocument(movie: $0.movie, source: film.source) },
                similar: state.similar.map { MovieDocument(movie: $0.movie, source: film.source) })
            Console.print(try CLIJSON.encode(document))
        } else {
            let mine =
                [("Id", film.description), ("Saved", state.isSaved ? "yes" : "no")]
                + (state.diaryLine.map { [("Diary", $0)] } ?? [])
            Console.print(render(details, adding: mine), terminator: "")
            Console.print("\n" + ReviewsOutput(content: reviews).text(), terminator: "")
            for row in state.rows {
                let films = row.items.map { item in
                    let id = FilmReference(source: container.filmSource, movieID: item.id)
                    return "\(item.title) (\(item.year.map(String.init) ?? "TBA"), \(id))"
                }
                Console.print("\n\(row.title): " + films.joined(separator: " · "))
            }
        }
    }

    /// The title, the overview, then every fact (and `extra` ones) as aligned label and value.
    private func render(_ details: MovieDetailsContent, adding extra: [(label: String, value: String)]) -> String {
        let facts = details.facts.map { (label: $0.label, value: $0.value) } + extra
        let labelWidth = (facts.map(\.label.count).max() ?? 0) + 2
        var text = details.title + "\n" + String(repeating: "=", count: details.title.count) + "\n"
        if let overview = details.overview { text += overview + "\n\n" }
        for fact in facts {
            text += fact.label + String(repeating: " ", count: labelWidth - fact.label.count) + fact.value + "\n"
        }
        if let note = details.castNote { text += "\n" + note + "\n" }
        return text
    }
}
