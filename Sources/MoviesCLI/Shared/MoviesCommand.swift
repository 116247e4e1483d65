import ArgumentParser
import Foundation

@main
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "Search films from the terminal.",
        discussion: """
            Without a TMDB key, Movies searches its embedded catalog of 17,472 films (Wikidata, CC0). \
            The catalog is imported into the database on first use.

            Shell completion: `movies --generate-completion-script bash` (or zsh, fish) prints a script to \
            source, as docs/command-line.md shows.
            """,
        version: "1.0.0",
        subcommands: [
            SearchCommand.self, ShowCommand.self, RecentCommand.self, SaveCommand.self, UnsaveCommand.self,
            SavedCommand.self, ReviewCommand.self, ReviewsCommand.self, LogCommand.self, DiaryCommand.self,
            StatsCommand.self, ListsCommand.self, ListCommand.self, ProfileCommand.self, FavouriteCommand.self,
            DiscoverCommand.self, PersonCommand.self,
            ServeCommand.self, SignupCommand.self, LoginCommand.self, LogoutCommand.self, AuthCommand.self,
            BrowseCommand.self,
            ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self,
        ]
    )

    /// Parses and runs like ArgumentParser's own `main()`, except that an error is one line on stderr.
    static func main() async {
        CLILogging.bootstrap()
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "help", let name = arguments.dropFirst().first,
            !configuration.subcommands.contains(where: { $0._commandName == name })
        {
            Console.error("error: there is no command '\(name.prefix(40))'; `movies --help` lists them\n")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            if let refusal = SubcommandSuggestion.refusal(of: Array(arguments), under: Self.self) { throw refusal }
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)  // --help, --version: ArgumentParser prints them.
            }
            // `message(for:)` is the error alone, without ArgumentParser's "Error:" prefix and usage block.
            let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
            // An exit code alone (a stopped import, `auth status` with a problem) has said its piece already.
            if !message.isEmpty { Console.error("error: \(message)\n") }
            for line in (error as? CleanError)?.more ?? [] { Console.error("  \(line)\n") }
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
