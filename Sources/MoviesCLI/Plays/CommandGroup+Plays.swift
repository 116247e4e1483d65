import ArgumentParser

extension CommandGroup {
    /// Plays your media servers post: their addresses, and what was made of each.
    static let plays = CommandGroup(name: "Plays", subcommands: [PlaysCommand.self])
}
