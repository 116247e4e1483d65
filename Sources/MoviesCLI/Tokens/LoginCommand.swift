import ArgumentParser
import Foundation
import MoviesComposition
import MoviesPresentation

/// `movies login --server URL`: a token for this machine, kept for the commands that follow.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in to a Movies server, so --server commands act as you.",
        discussion: """
            Asks for your name and password (the password is not shown and never kept) and keeps an access \
            token that may read and write in $XDG_CONFIG_HOME/movies/servers.json, readable by you only. \
            With --token-stdin, keeps a token made in the server's settings instead. Each login revokes the \
            token it replaces; `movies auth status` says what is kept.

            Examples:
              movies login --server https://movies.example
              movies login --server https://movies.example --token-stdin < token.txt
            """
    )

    @Option(help: "Your name on the server (asked when not given).")
    var name: String?

    @Flag(help: "Read a token made in the server's settings from standard input.")
    var tokenStdin = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let screen = try options.serverSignInScreen(for: "login")
        if tokenStdin {
            let token = (Console.readLine() ?? "").trimmingCharacters(in: .whitespaces)
            guard !token.isEmpty else { throw CleanError(message: "no token on standard input") }
            await screen.didSignIn(token: token)
        } else {
            let name = try self.name ?? Prompt.line("Name: ")
            let password = try Prompt.secret("Password: ")
            await screen.didSignIn(name: name, password: password, label: "movies on \(Prompt.hostName)")
        }
        try await Self.show(screen)
    }

    /// The line that says what was done, or the error that says why not.
    static func show(_ screen: ServerSignInViewModel) async throws {
        let state = await screen.state
        if let failure = state.failure { throw CleanError(message: failure.detail) }
        Console.print(state.notice ?? "")
    }
}

/// `movies logout --server URL`: the kept token revoked on the server and forgotten here.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Sign out of a Movies server: its token is revoked and forgotten.",
        discussion: "Example: movies logout --server https://movies.example")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let screen = try options.serverSignInScreen(for: "logout")
        await screen.didSignOut()
        try await LoginCommand.show(screen)
    }
}

extension GlobalOptions {
    /// The sign-in screen of the server `--server` names; `command` words the error when it names none.
    fileprivate func serverSignInScreen(for command: String) throws -> ServerSignInViewModel {
        guard let server = try remoteServer() else {
            throw ValidationError("give the server: movies \(command) --server https://movies.example")
        }
        return AppContainer.serverSignInScreen(server, credentials: ServerCredentials(), deadline: deadline)
    }
}
