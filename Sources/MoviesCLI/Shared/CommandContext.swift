public import MoviesComposition

/// What a command runs with: its console, and the object graph it works on. `movies` runs with the
/// standard streams and builds its graph from the options and the environment; a test gives both.
public struct CommandContext: Sendable {
    public var console: any CommandConsole
    /// The graph every command of the run works on, whatever `--database` or `--server` say; nil builds
    /// it from them as `movies` does.
    public var container: AppContainer?

    public init(console: any CommandConsole = StandardConsole(), container: AppContainer? = nil) {
        self.console = console
        self.container = container
    }

    /// The context of the command running now (a task-local: runs in process do not share it).
    @TaskLocal public static var current = CommandContext()
}
