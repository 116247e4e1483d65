import ArgumentParser

extension CommandGroup {
    /// A member's data out and in, and the whole database backed up.
    static let transfer = CommandGroup(
        name: "Your data",
        subcommands: [ExportCommand.self, ImportCommand.self, BackupCommand.self, RestoreCommand.self])
}
