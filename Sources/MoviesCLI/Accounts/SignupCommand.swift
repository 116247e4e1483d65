import ArgumentParser
import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// `movies signup --server URL`: an account on a Movies server, then signed in as `movies login` does.
struct SignupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Make an account on a Movies server, and sign in with it.",
        discussion: """
            Asks for what is not given: your name on the server (3–30 letters, digits, `.`, `_` or `-`), \
            your given and family names, and a password (twice, not shown; 8 characters at least), which is \
            never kept. Then keeps a token as `movies login` does.

            Examples:
              movies signup --server https://movies.example
              movies signup --server https://movies.example --name ana --given Ana --family Lima --password-stdin < password.txt
            """
    )

    @Option(help: "Your name on the server, as others see it.")
    var name: String?

    @Option(help: "Your given name.")
    var given: String?

    @Option(help: "Your family name.")
    var family: String?

    @Flag(help: "Read the password from the first line of standard input.")
    var passwordStdin = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        guard let server = try options.remoteServer() else {
            throw ValidationError("give the server: movies signup --server https://movies.example")
        }
        let name = try self.name ?? Prompt.line("Name: ")
        let fullName: FullName
        do {
            fullName = try FullName(
                given: try given ?? Prompt.line("Given name: "), family: try family ?? Prompt.line("Family name: "))
        } catch let error as FullName.Error {
            throw CleanError(message: "\(error)")
        }
        let password = try passwordStdin ? Self.firstLine() : Self.newPassword()
        let screen = AppContainer.serverSignInScreen(
            server, credentials: ServerCredentials(), deadline: options.deadline)
        await screen.didSignUp(
            name: name, fullName: fullName, password: password, label: "movies on \(Prompt.hostName)")
        try await LoginCommand.show(screen)
    }

    private static func firstLine() throws -> String {
        guard let line = Console.readLine(), !line.isEmpty else {
            throw CleanError(message: "no password on standard input")
        }
        return line
    }

    /// Asked twice at a terminal, so a slip is not the account's password; once from a pipe.
    private static func newPassword() throws -> String {
        let password = try Prompt.secret("Password: ")
        guard Console.current.isTerminal(.input) else { return password }
        guard try Prompt.secret("Again: ") == password else { throw CleanError(message: "the two passwords differ") }
        return password
    }
}
