import ArgumentParser

extension CommandGroup {
    /// Profiles and favourite films.
    static let profiles = CommandGroup(name: "Profiles", subcommands: [ProfileCommand.self, FavouriteCommand.self])
}
