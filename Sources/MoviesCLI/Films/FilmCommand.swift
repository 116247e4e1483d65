import ArgumentParser

/// `movies film`: films the catalog lacks, added by the person at the keyboard, and an operator's list of them.
struct FilmCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "film",
        abstract: "Add a film the catalog lacks; list, correct, merge and remove the films members added.",
        subcommands: [
            FilmAddCommand.self, FilmAddedCommand.self, FilmEditCommand.self, FilmMergeCommand.self,
            FilmRemoveCommand.self,
        ]
    )
}
