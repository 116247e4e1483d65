import ArgumentParser

extension CommandGroup {
    /// Lists of films.
    static let lists = CommandGroup(name: "Lists", subcommands: [ListsCommand.self, ListCommand.self])
}
