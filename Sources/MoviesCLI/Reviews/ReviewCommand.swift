import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write your review of a film, or delete it.",
        discussion: """
            A review is written on your newest watch of the film (replacing the review it has, and giving \
            the watch its rating); a film not in your diary gets a watch of no day. A rating is from 1 to 10, \
            shown as half-stars out of five: 7 is ★★★½☆. The film is an id (catalog:17738, or 17738) or \
            words of its title.

            Examples:
              movies review catalog:17738 --rating 8 --text "Still great."
              movies review the godfather --rating 10 --text - < review.txt
              movies review 17738 --delete
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The film's id, or words of its title.")
    var words: [String] = []

    @Option(parsing: .unconditional, help: "From 1 to 10.")
    var rating: String?

    @Option(help: "What you thought, up to 5,000 characters (- reads it from standard input).")
    var text: String?

    @Flag(help: "Say that the text gives the plot away.")
    var spoilers = false

    @Flag(help: "Delete your review of the film.")
    var delete = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        _ = try FilmArgument.parse(words, several: false)
        if delete {
            guard rating == nil, text == nil, !spoilers else {
                throw ValidationError("--delete takes no --rating, --text or --spoilers")
            }
        } else {
            _ = try draft(text: text == "-" ? nil : text)
        }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let film = try await FilmArgument.film(words, in: container)
        let reviews = container.reviewsScreen(of: film, member: try await container.localProfile(), strings: .english)
        let words = Strings.english.members
        if delete {
            await reviews.didDelete()
        } else {
            await reviews.didWrite(try draft(text: text == "-" ? try StandardInput.reviewText() : text))
        }
        let state = await reviews.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if let written = state.written {
            let review = ReviewItemViewModel(written)
            return Console.print("\(words.reviewSaved) \(review.starsText) \(review.ratingText) \(review.filmTitle)")
        }
        guard state.deleted == true else { throw CleanError(message: words.noReviewToDelete) }
        Console.print(words.reviewDeleted)
    }

    private func draft(text: String?) throws -> ReviewDraft {
        guard let rating else { throw ValidationError("a review needs --rating, from 1 to 10") }
        guard let value = Int(rating.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the rating must be a whole number from 1 to 10, not '\(rating.prefix(20))'")
        }
        do {
            return try ReviewDraft(rating: value, text: text, hasSpoilers: spoilers)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
