import ArgumentParser

extension CommandGroup {
    /// Running a server, and its contract.
    static let server = CommandGroup(name: "Running a server", subcommands: [ServeCommand.self, OpenAPICommand.self])
}
