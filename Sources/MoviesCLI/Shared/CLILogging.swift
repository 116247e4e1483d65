import Logging
import Synchronization

/// Logs go to stderr, so stdout stays the command's output (`--json` included). Set up once, before any
/// command runs, at warnings and above: a command's own failures are its `error:` line, never a log line
/// beside it. `--verbose` (debug) and `serve` (notices for its operator) raise the level when they start.
public enum CLILogging {
    private static let current = Mutex(Logger.Level.warning)

    static var level: Logger.Level {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    public static func bootstrap() {
        LoggingSystem.bootstrap { label in
            var base = StreamLogHandler.standardError(label: label)
            base.logLevel = .trace
            return LevelledHandler(base: base)
        }
    }

    /// A stream handler whose level is ``CLILogging/level`` at the time of each message.
    private struct LevelledHandler: LogHandler {
        var base: StreamLogHandler

        var logLevel: Logger.Level {
            get { CLILogging.level }
            set { CLILogging.level = newValue }
        }

        var metadata: Logger.Metadata {
            get { base.metadata }
            set { base.metadata = newValue }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { base[metadataKey: key] }
            set { base[metadataKey: key] = newValue }
        }

        func log(event: LogEvent) {
            base.log(event: event)
        }
    }
}
