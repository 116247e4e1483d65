import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies profile [NAME]`: a member's profile as the page shows it, one's own by default.
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "A member's profile: favourites, counts, ratings, lists and reviews.",
        discussion: """
            Without NAME, your own. `movies favourite add FILM` chooses your four favourites.

            Examples:
              movies profile
              movies profile --json
            """
    )

    @Argument(help: "The member's name; yours when left out.") var name: String?
    @Option(help: "Which page of their reviews (20 a page).") var page = 1
    @Flag(help: "Print the profile as JSON.") var json = false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let me = try await container.localProfile()
        var named = name ?? ""
        if name == nil { named = try await container.memberName(of: me) }
        let screen = try container.memberPage(named: named, viewer: me, strings: .english)
        await screen.didLoad(page: try PageNumber(page))
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(ProfileDocument(state: state))) }
        Console.print(ProfileOutput.text(state), terminator: "")
    }
}

/// What `movies profile` prints: the page's parts as lines and small tables.
enum ProfileOutput {
    static func text(_ state: MemberPageState) -> String {
        let words = Strings.english.profile
        var text = "\(state.fullName) · \(state.byline)\n"
        if let note = state.blockedNote { return text + note + "\n" }
        text +=
            (state.counts + [state.followers, state.following]).map { "\($0.value) \($0.label)" }
            .joined(separator: " · ") + "\n"
        text += "\n\(words.favourites)\n"
        text += state.favourites.isEmpty ? "  \(state.favouritesHint ?? "none")\n" : films(state.favourites)
        if let ratings = state.ratings, let line = state.ratingsText {
            text += "\n\(words.ratings): \(line)\n"
            for bar in ratings.bars.reversed() where bar.count > 0 {
                let stars = ReviewItemViewModel.stars(bar.rating, empty: false)
                text +=
                    "  " + stars.padding(toLength: 6, withPad: " ", startingAt: 0)
                    + String(repeating: "█", count: max(1, Int((bar.share * 20).rounded()))) + " \(bar.count)\n"
            }
        }
        if let recent = state.recent, !recent.isEmpty { text += "\n\(words.recentlyWatched)\n" + films(recent) }
        if !state.lists.isEmpty {
            text += "\n\(Strings.english.lists.lists)\n"
            for list in state.lists { text += "  \(list.title) · \(list.films) · \(list.slug)\n" }
        }
        text += "\n\(state.reviewsHeading)\n"
        guard state.emptyText == nil else { return text + "  \(state.emptyText ?? "")\n" }
        for review in state.reviews {
            text += "  \(review.starsText) \(review.ratingText)  \(review.filmTitle)  \(review.dateText)\n"
        }
        return text + (state.totalPages > 1 ? "page \(state.page) of \(state.totalPages)\n" : "")
    }

    static func films(_ items: [FilmPosterItem]) -> String {
        items.map { item in
            let year = item.year.map { " (\($0))" } ?? ""
            let caption = item.caption.map { "  \($0)" } ?? ""
            return "  \(item.title)\(year)\(caption)  \(item.film)\n"
        }.joined()
    }
}
