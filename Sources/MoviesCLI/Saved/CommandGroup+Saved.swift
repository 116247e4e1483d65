import ArgumentParser

extension CommandGroup {
    /// The films saved to watch.
    static let saved = CommandGroup(
        name: "Saved films", subcommands: [SaveCommand.self, UnsaveCommand.self, SavedCommand.self])
}
