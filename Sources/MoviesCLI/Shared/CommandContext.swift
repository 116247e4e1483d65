public import Foundation
public import MoviesComposition

/// What a command runs with: its console, and the object graph it works on. `movies` runs with the
/// standard streams and builds its graph from the options and the environment; a test gives both.
public struct CommandContext: Sendable {
    public var console: any CommandConsole
    /// The graph every command of the run works on, whatever `--database` or `--server` say; nil builds
    /// it from them as `movies` does.
    public var container: AppContainer?
    /// The variables a command reads (`MOVIES_DATABASE`, `HOME`): the process's, or a test's.
    public var environment: [String: String]

    public init(
        console: any CommandConsole = StandardConsole(), container: AppContainer? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.console = console
        self.container = container
        self.environment = environment
    }

    /// The context of the command running now (a task-local: runs in process do not share it).
    @TaskLocal public static var current = CommandContext()
}
