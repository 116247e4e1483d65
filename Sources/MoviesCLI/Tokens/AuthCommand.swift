import ArgumentParser
import Foundation
import MoviesComposition

/// `movies auth status`: the servers `movies login` keeps a token for, and what each token is.
struct AuthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth", abstract: "What `movies login` keeps: the servers you are signed in to.",
        subcommands: [AuthStatusCommand.self])
}

struct AuthStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Each server a token is kept for: as whom, what the token may do, when it expires.",
        discussion: """
            Examples:
              movies auth status
              movies auth status --json
            """)

    @Flag(help: "Print each server's account as JSON (the token itself never).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let accounts = try await AppContainer.accounts(credentials: ServerCredentials(), deadline: options.deadline)
        if json {
            Console.print(try CLIJSON.encode(AuthStatusDocument(accounts: accounts)))
        } else {
            Self.print(accounts)
        }
        if accounts.contains(where: { $0.problem != nil }) { throw ExitCode(1) }
    }

    /// Each server, as whom and what its token may do, or its problem.
    private static func print(_ accounts: [ServerAccount]) {
        guard !accounts.isEmpty else {
            return Console.print("Not signed in to any server. Sign in with: movies login --server URL")
        }
        for account in accounts {
            Console.print(account.server.absoluteString)
            if let problem = account.problem {
                Console.print("  ✗ \(problem)")
                continue
            }
            Console.print("  ✓ Signed in as \(account.member ?? "?")")
            if let label = account.label { Console.print("  Token: “\(label)”") }
            if let scope = account.scope {
                Console.print(
                    "  May: \(scope == "read_write" ? "read and write" : scope == "plays" ? "log plays" : "read")")
            }
            let expires = account.expires.map { "on " + $0.formatted(date: .abbreviated, time: .omitted) } ?? "never"
            if account.scope != nil { Console.print("  Expires: \(expires)") }
        }
    }
}
