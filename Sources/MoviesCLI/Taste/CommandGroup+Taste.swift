import ArgumentParser

extension CommandGroup {
    /// Films for you, and tonight's pick.
    static let taste = CommandGroup(name: "Taste", subcommands: [ForYouCommand.self, PickCommand.self])
}
