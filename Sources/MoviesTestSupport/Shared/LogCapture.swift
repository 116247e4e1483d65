public import Logging
import Synchronization

/// Keeps every log line, to check what reaches the logs.
public final class LogCapture: Sendable {
    public init() {}

    private let lines = Mutex<[String]>([])

    public var text: String { lines.withLock { $0.joined(separator: "\n") } }

    public var logger: Logger {
        var logger = Logger(label: "movies.test") { _ in Handler(capture: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let metadata = (event.metadata ?? [:]).map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
            capture.append("\(event.level) \(event.message) \(metadata)")
        }
    }
}
