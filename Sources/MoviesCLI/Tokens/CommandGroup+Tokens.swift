import ArgumentParser

extension CommandGroup {
    /// Signing in to Movies servers, and the tokens kept for them.
    static let tokens = CommandGroup(
        name: "Servers", subcommands: [LoginCommand.self, LogoutCommand.self, AuthCommand.self])
}
