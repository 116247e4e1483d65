import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show every detail of one film.",
        discussion: "Ids are the ones `movies search` prints with --json."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The film's id.")
    var id: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 64, !trimmed.contains(where: \.isNewline) else {
            throw ValidationError("'\(id.prefix(64))' is not a film id")
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let movie = try await container.fetchMovieDetails.execute(id: Movie.ID(id.trimmingCharacters(in: .whitespaces)))
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(MovieDocument(movie: movie, withDetails: true)), as: UTF8.self))
        } else {
            print(render(MovieDetailsContent(movie: movie)), terminator: "")
        }
    }

    private func render(_ details: MovieDetailsContent) -> String {
        let labelWidth = (details.facts.map(\.label.count).max() ?? 0) + 2
        var text = details.title + "\n" + String(repeating: "=", count: details.title.count) + "\n"
        if let overview = details.overview { text += overview + "\n\n" }
        for fact in details.facts {
            text += fact.label + String(repeating: " ", count: labelWidth - fact.label.count) + fact.value + "\n"
        }
        return text
    }
}
