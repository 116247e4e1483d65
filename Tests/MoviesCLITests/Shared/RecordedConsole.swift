import MoviesCLI
import Synchronization

/// A console in memory: what a command wrote to each stream, and the lines it may read.
final class RecordedConsole: CommandConsole {
    private struct Streams {
        var output = ""
        var error = ""
        var input: [String]
    }

    private let streams: Mutex<Streams>
    private let terminal: Bool

    /// `input`: what standard input holds; `terminal`: whether a person is at it (and at the others).
    init(input: String = "", terminal: Bool = false) {
        streams = Mutex(Streams(input: input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
        if input.isEmpty || input.hasSuffix("\n") { streams.withLock { _ = $0.input.popLast() } }
        self.terminal = terminal
    }

    var output: String { streams.withLock { $0.output } }
    var error: String { streams.withLock { $0.error } }

    func write(_ text: String, to stream: ConsoleStream) {
        streams.withLock { streams in
            if stream == .output { streams.output += text } else { streams.error += text }
        }
    }

    func readLine(strippingNewline: Bool) -> String? {
        streams.withLock { streams in
            guard !streams.input.isEmpty else { return nil }
            return streams.input.removeFirst() + (strippingNewline ? "" : "\n")
        }
    }

    func readSecret() -> String? { readLine(strippingNewline: true) }

    func isTerminal(_ stream: ConsoleStream) -> Bool { terminal }

    var outputWidth: Int? { terminal ? 80 : nil }
}
