import ArgumentParser

extension CommandGroup {
    /// Accounts on a Movies server.
    static let accounts = CommandGroup(name: "Accounts", subcommands: [SignupCommand.self])
}
