import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies plays`: the plays your media servers posted and what was made of each; `movies plays token`
/// makes the addresses to paste into them; `movies plays choose` settles a play waiting for its film.
struct PlaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plays",
        abstract: "See the plays your media servers posted, and make the addresses they post to.",
        discussion: """
            Jellyfin, Plex, Emby and Kodi log the films you watch by themselves: `movies plays token` makes \
            a play token (it logs plays and nothing else; revoke it as any token) and prints the address to \
            paste into each server's webhooks. A film played to its end is a watch on its day, found by its \
            ids; one that fits no film here, or several, waits for you: `movies plays choose` takes the \
            play (the start of its id, as `movies plays` shows it) and a film's id, or `skip`.

            Examples:
              movies plays
              movies plays token
              movies plays token --json
            """,
        subcommands: [PlaysListCommand.self, PlayTokenCommand.self, PlayChooseCommand.self],
        defaultSubcommand: PlaysListCommand.self)
}

/// `movies plays`: the latest plays, newest first, with what was made of each.
struct PlaysListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "The latest plays, newest first, and what was made of each.")

    @Flag(help: "Print it as JSON, as /api/plays answers.") var json = false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.playsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad()
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        if json { return Console.print(try CLIJSON.encode(PlaysDocument(plays: state.rows.map(\.play)))) }
        Console.print(Self.text(state, strings: .english))
    }

    static func text(_ state: PlaysState, strings: Strings) -> String {
        guard !state.rows.isEmpty else { return strings.plays.none }
        var lines: [String] = []
        for row in state.rows {
            lines.append("\(row.play.day)  \(row.play.id.rawValue.prefix(8))  \(row.film) · \(row.source)")
            lines.append("    \(row.fate)")
            if case .waiting(let candidates) = row.play.fate {
                for candidate in candidates {
                    lines.append(
                        "      \(candidate.reference)  \(candidate.title)\(candidate.year.map { " (\($0))" } ?? "")")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// `movies plays token`: a new play token, as the address each media server posts to.
struct PlayTokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Make a play token, and print the address to paste into each media server.")

    @Option(
        help: ArgumentHelp(
            "Where your media servers reach Movies (default: the --server address, else http://localhost:8080).",
            valueName: "url"))
    var site: String?
    @Flag(help: "Print the addresses as JSON: {\"jellyfin\": …, \"plex\": …, \"emby\": …, \"json\": …}.") var json =
        false
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.playsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didMakeToken(listing: false)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        guard let token = state.token else { throw CleanError(message: "no token was made") }
        let base = try site ?? options.remoteServer()?.absoluteString ?? "http://localhost:8080"
        let addresses = PlayAddresses(site: base, token: token)
        if json { return Console.print(try CLIJSON.encode(PlayAddressesDocument(addresses))) }
        var lines = [Strings.english.plays.copyNow, ""]
        lines += [
            "Jellyfin (Webhook plugin: Generic destination, Playback Stop, Movies, Send All Properties):",
            "  \(addresses.jellyfin)", "Plex (Settings → Webhooks):", "  \(addresses.plex)",
            "Emby (Notifications → Webhooks, application/json, Playback stop):", "  \(addresses.emby)",
            "Kodi and anything else (POST this site's plain JSON; see docs/plays.md):", "  \(addresses.json)",
        ]
        Console.print(lines.joined(separator: "\n"))
    }
}

/// `movies plays choose ID FILM`: the film of a play waiting for one, or `skip`.
struct PlayChooseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "choose", abstract: "Log a play waiting for its film as a film (its id), or skip it.")

    @Argument(help: "The play, by its id or the start of it that `movies plays` shows.") var play: String
    @Argument(help: "The film's id (catalog:42198, or 42198), or `skip`.") var film: String
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let container = try await options.makeContainer()
        let screen = container.playsScreen(member: try await container.localProfile(), strings: .english)
        await screen.didLoad()
        let matching = await screen.state.rows.filter { $0.play.id.rawValue.hasPrefix(play) && $0.play.isWaiting }
        guard matching.count == 1, let row = matching.first else {
            throw CleanError(
                message: matching.isEmpty
                    ? "no play waiting for its film starts with '\(play.prefix(40))': see `movies plays`"
                    : "several plays start with '\(play.prefix(40))': give more of the id")
        }
        let chosen: FilmReference?
        if film == "skip" {
            chosen = nil
        } else {
            do { chosen = try FilmReference(film, bareNumbers: container.filmSource) } catch {
                throw CleanError(message: "\(error)")
            }
        }
        await screen.didChoose(chosen, for: row.play.id)
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        let settled = state.rows.first { $0.play.id == row.play.id }
        Console.print("\(row.film): \(settled?.fate ?? "settled")")
    }
}
