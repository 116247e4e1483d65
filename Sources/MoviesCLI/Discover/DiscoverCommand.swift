import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct DiscoverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Browse films by genre, years and rating.",
        discussion: """
            Films with every --genre given, from the --decade (1970s) or the years --from and --to, rated at \
            least --min-rating (0–10), sorted by popularity, rating (the source's, weighed by how many rated \
            it), date, title, members (this site's members' rating) or watched (most watched by members this \
            year). Words given search the titles within them.

            Examples:
              movies discover --genre Drama --decade 1970s --sort rating
              movies discover --genre Comedy --genre Romance --from 1990 --to 1999 --min-rating 7
              movies discover --genre Western dollars
            """
    )

    @Argument(help: "Words of the title, to search within the filters.")
    var words: [String] = []

    @Option(help: "A genre (Drama, Sci-Fi, …); give it again for films with several.")
    var genre: [String] = []

    @Option(help: "A decade: 1970s, 90s, or a year of it.")
    var decade: String?

    @Option(help: "The first year.")
    var from: Int?

    @Option(help: "The last year.")
    var to: Int?

    @Option(name: .customLong("min-rating"), help: "The lowest rating, from 0 to 10.")
    var minRating: Double?

    @Option(help: "popularity, rating, date, title, members or watched.")
    var sort: String = "popularity"

    @OptionGroup var paging: PageOptions

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        try paging.validate(words: words)
        do {
            _ = try filter()
        } catch let error as ValidationError {
            throw error
        } catch {
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let filter = try filter()
        let browse = container.discoverScreen(member: nil, strings: .english)
        await browse.didBrowse(filter, page: try paging.number())
        let state = await browse.state.list
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if paging.json {
            Console.print(
                try CLIJSON.encode(DiscoverResultsDocument(filter: filter, state: state, source: container.filmSource)))
            return
        }
        let output = SearchOutput(state: state, source: container.sourceName, films: container.filmSource)
        Console.print(
            state.items.isEmpty ? "No films match these filters.\n\(output.footer)" : output.table(), terminator: "")
    }

    private func filter() throws -> DiscoverFilter {
        let genres = try Genre.parse(genre)
        let text = words.joined(separator: " ")
        return try DiscoverFilter(
            genres: genres, years: try decade.map(Decade.years), from: from, to: to, minimumRating: minRating,
            sort: try DiscoverSort(named: sort), query: text.isEmpty ? nil : try MovieQuery(text))
    }
}
