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
        subcommands: [
            SearchCommand.self, ShowCommand.self, RecentCommand.self, SaveCommand.self, UnsaveCommand.self,
            SavedCommand.self, ReviewCommand.self, ReviewsCommand.self, LogCommand.self, DiaryCommand.self,
            StatsCommand.self, ListsCommand.self, ListCommand.self, ProfileCommand.self, FavouriteCommand.self,
            DiscoverCommand.self, PersonCommand.self, FilmCommand.self,
            FollowCommand.self, UnfollowCommand.self, FollowersCommand.self, FollowingCommand.self,
            BlockCommand.self, UnblockCommand.self, BlockedCommand.self, FeedCommand.self, CommentCommand.self,
            CommentsCommand.self,
            OffersCommand.self,
            NewsCommand.self,
            ForYouCommand.self,
            PickCommand.self,
            ServeCommand.self, SignupCommand.self, LoginCommand.self, LogoutCommand.self, AuthCommand.self,
            BrowseCommand.self,
            ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self,
            OpenAPICommand.self,
        ]
    )
}
