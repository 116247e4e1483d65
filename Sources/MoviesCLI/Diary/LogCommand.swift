import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies log FILM`: a watch in the diary, today unless `--on` says.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a film you watched in your diary: the day, your rating, a review.",
        discussion: """
            The day is today unless --on gives it (2025-03-12, or `unknown` for a film remembered from long \
            ago). A rating is from 1 to 10, shown as half-stars. A second watch of a film is marked a rewatch \
            by itself. A saved film leaves your saved films, unless --keep-saved. --with names members you \
            watched with (each one you follow who follows you): each is offered the watch for their own diary \
            (`movies offers`).

            Examples:
              movies log 47703 --on 2025-03-12 --rating 8
              movies log the godfather --rating 10 --review "Still great." --rewatch
              movies log amelie --on unknown --tag "with ana" --tag cinema
              movies log 17738 --rating 9 --review - < review.txt
              movies log heat --on 2025-03-12 --with ana,bo
              movies log https://www.imdb.com/title/tt0113277/ --rating 8
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: "The film's id, words of its title, or its address on IMDb, TMDB or Letterboxd.")
    var words: [String] = []

    @Option(name: .customLong("on"), help: "The day you watched it: 2025-03-12, or unknown (default: today).")
    var day: String = ""

    @Option(parsing: .unconditional, help: "Your rating, from 1 to 10.")
    var rating: String = ""

    @Flag(inversion: .prefixedNo, help: "Say whether it was a rewatch (default: the diary says).")
    var rewatch: Bool?

    @Flag(help: "Say that you liked it.")
    var liked = false

    @Option(help: "Your review, written with this watch (- reads it from standard input).")
    var review: String?

    @Flag(help: "Say that the review gives the plot away.")
    var spoilers = false

    @Option(
        name: .customLong("tag"),
        help: "A tag for the watch; again for another (--tag cinema --tag 35mm), or several apart by commas.")
    var tags: [String] = []

    @Option(
        name: .customLong("with"),
        help: "Members you watched it with, by name (--with ana,bo); each is offered the watch.")
    var with: [String] = []

    @Flag(help: "Keep the film in your saved films.")
    var keepSaved = false

    @Flag(help: "Print the watch as JSON.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func validate() throws {
        if json { try CLIJSON.refuseFieldList(in: words) }
        _ = try FilmArgument.parse(words, several: false)
        if spoilers && review == nil { throw ValidationError("--spoilers goes with --review") }
    }

    func run() async throws {
        let container = try await options.makeContainer()
        let film = try await FilmArgument.film(words, in: container)
        let screen = container.watchFormScreen(member: try await container.localProfile(), strings: .english)
        var form = WatchForm(
            day: day, rating: rating, isRewatch: rewatch, isLiked: liked,
            review: review == "-" ? try StandardInput.reviewText() : review ?? "", hasSpoilers: spoilers,
            keepSaved: keepSaved, tags: tags.flatMap(Tag.texts(commaSeparated:)))
        form.with = with.flatMap(WatchForm.names(commaSeparated:))
        await screen.didLog(form, of: film)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let watch = state.watch else { throw CleanError(message: "nothing was logged") }
        if json { return Console.print(try CLIJSON.encode(WatchDocument(watch.watch))) }
        Console.print(state.notice ?? "")
        Console.print(DiaryOutput.line(watch, fullDay: true))
    }
}
