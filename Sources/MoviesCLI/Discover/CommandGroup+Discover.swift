import ArgumentParser

extension CommandGroup {
    /// Browsing films and people, on the command line and full screen.
    static let discover = CommandGroup(
        name: "Browse", subcommands: [DiscoverCommand.self, PersonCommand.self, BrowseCommand.self])
}
