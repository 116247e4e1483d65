import ArgumentParser

extension CommandGroup {
    /// Reviews, written and read.
    static let reviews = CommandGroup(name: "Reviews", subcommands: [ReviewCommand.self, ReviewsCommand.self])
}
