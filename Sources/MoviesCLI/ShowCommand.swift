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
            Ids are the ones `movies search` prints. Words that are not an id open the film a search for them \
            ranks first (`movies show godfather`).
            """
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The film's id, or words of its title.")
    var words: [String] = []

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard !text.isEmpty, !text.contains(where: \.isNewline), (try? MovieQuery(text)) != nil else {
            throw ValidationError("'\(text.prefix(64))' is not a film id or title")
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let movie = try await find(using: container.fetchMovieDetails)
        let film = container.savedFilms.reference(to: movie.id)
        // Reading needs no profile: one that was never made has saved and reviewed nothing.
        let saved = try await container.savedFilms.isSaved(film, for: LocalProfile.id)
        let reviews = FilmReviewsContent(
            summary: try await container.reviews.summary(of: film),
            reviews: try await container.reviews.reviews(of: film))
        let more = await MoreLikeThisContent.load(for: movie, using: container.moreLikeThis, strings: .english)
        if json {
            let document = ShowDocument(
                movie: MovieDocument(movie: movie, withDetails: true), id: film.description, saved: saved,
                reviews: ReviewsDocument(film: film, content: reviews),
                series: more.series.map { MovieDocument(movie: $0.movie) },
                similar: more.similar.map { MovieDocument(movie: $0.movie) })
            print(try CLIJSON.encode(document))
        } else {
            let mine = [("Id", film.description), ("Saved", saved ? "yes" : "no")]
            print(render(MovieDetailsContent(movie: movie), adding: mine), terminator: "")
            print("\n" + ReviewsOutput(content: reviews).text(), terminator: "")
            let rows = [("In this series", more.series), ("More like this", more.similar)]
            for (label, items) in rows where !items.isEmpty {
                let films = items.map { "\($0.title) (\($0.year.map(String.init) ?? "TBA"), \($0.id.rawValue))" }
                print("\n\(label): " + films.joined(separator: " · "))
            }
        }
    }

    private var text: String { words.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

    /// An id is looked up as one; a title, or an id no film has (`300` is a title too), is searched for.
    private func find(using details: FetchMovieDetailsUseCase) async throws -> Movie {
        let title = try MovieQuery(text)
        guard text.allSatisfy(\.isNumber) else { return try await details.execute(bestMatchFor: title) }
        do {
            return try await details.execute(id: Movie.ID(text))
        } catch let notFound as MovieNotFound {
            do { return try await details.execute(bestMatchFor: title) } catch is NoMovieMatches { throw notFound }
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
        return text
    }
}
