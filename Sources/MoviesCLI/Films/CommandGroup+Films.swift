import ArgumentParser

extension CommandGroup {
    /// One film whole, and the films members add where the catalog stops.
    static let films = CommandGroup(name: "Films", subcommands: [ShowCommand.self, FilmCommand.self])
}
