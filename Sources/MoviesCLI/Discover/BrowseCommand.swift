import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation
import MoviesTerminal

struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Search, browse and save films full screen in the terminal.",
        discussion: """
            Type to search; Enter shows every film, Tab moves between Search, Browse and Saved, ? lists \
            the keys, q quits. Speaks the language of LANG (en, es, ko); NO_COLOR turns colours off. With \
            --server, saves and reviews are the signed-in member's (`movies login`).

            Examples:
              movies browse
              movies browse --server https://movies.example
            """
    )

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let terminal = Terminal()
        guard terminal.isInteractive else {
            throw CleanError(message: "movies browse needs a terminal; to print films instead, use movies search TITLE")
        }
        let environment = ProcessInfo.processInfo.environment
        let container = try await options.makeContainer(lasting: true)
        // Locally the command line's own profile, made if need be; over a server the signed-in member.
        let server = try options.remoteServer()
        let member = server == nil ? try await container.localProfile() : await container.viewer()
        var place: String?
        if let server {
            place = await AppContainer.place(of: server, credentials: ServerCredentials(), deadline: options.deadline)
        }
        let session = BrowseSession(
            screens: container, member: member, history: .commandLine, strings: Self.language(environment).strings,
            place: place)
        let app = await BrowseApp(
            terminal: terminal, session: session, colors: Self.hasColors(environment),
            tracePath: environment["MOVIES_BROWSE_TRACE"])
        try await app.run()
    }

    /// The language of `LC_ALL`, else `LC_MESSAGES`, else `LANG` (`ko_KR.UTF-8` is Korean); English for
    /// any other.
    static func language(_ environment: [String: String]) -> Language {
        let tag = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let primary = tag.split(whereSeparator: { "_.@-".contains($0) }).first.map(String.init) ?? ""
        return Language(tag: primary) ?? .english
    }

    /// Colours unless `NO_COLOR` is set (to anything) or the terminal has none (`dumb`, a monochrome type).
    static func hasColors(_ environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        let term = environment["TERM"] ?? ""
        return !(term.isEmpty || term == "dumb" || term.hasSuffix("-m") || term.contains("mono"))
    }
}
