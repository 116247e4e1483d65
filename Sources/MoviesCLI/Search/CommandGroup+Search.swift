import ArgumentParser

extension CommandGroup {
    /// Finding films by their titles, and the searches kept.
    static let search = CommandGroup(name: "Search", subcommands: [SearchCommand.self, RecentCommand.self])
}
