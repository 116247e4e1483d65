import ArgumentParser
import Foundation

/// The `movies` command and its subcommands.
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
        groupedSubcommands: [
            .search,
            .films,
            .discover,
            .saved,
            .reviews,
            .diary,
            .lists,
            .profiles,
            .club,
            .notifications,
            .plays,
            .taste,
            .transfer,
            .accounts,
            .tokens,
            .server,
        ]
    )
}
