import ArgumentParser

extension CommandGroup {
    /// The diary and what it adds up to.
    static let diary = CommandGroup(
        name: "Diary", subcommands: [LogCommand.self, DiaryCommand.self, StatsCommand.self])
}
