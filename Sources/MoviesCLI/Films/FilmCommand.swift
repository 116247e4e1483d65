import ArgumentParser

/// `movies film`: films the catalog lacks, added by the person at the keyboard.
struct FilmCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "film",
        abstract: "Add a film the catalog lacks.",
        subcommands: [FilmAddCommand.self]
    )
}
