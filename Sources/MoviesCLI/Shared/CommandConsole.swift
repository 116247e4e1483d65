/// Where a command's words go and where its answers come from: the process's own streams for `movies`
/// (``StandardConsole``), lines in memory for a test that runs commands in process.
public protocol CommandConsole: Sendable {
    /// Writes `text` as it is (already made safe for a terminal) to standard output or standard error.
    func write(_ text: String, to stream: ConsoleStream)

    /// The next line of standard input (with its newline unless `strippingNewline`); nil at its end.
    func readLine(strippingNewline: Bool) -> String?

    /// The next line of standard input, typed without echo where standard input is a terminal.
    func readSecret() -> String?

    /// Whether a person is at `stream`: a terminal rather than a pipe, a file or nothing.
    func isTerminal(_ stream: ConsoleStream) -> Bool

    /// The columns of the terminal standard output goes to; nil when it goes elsewhere.
    var outputWidth: Int? { get }
}

/// The three standard streams.
public enum ConsoleStream: Sendable {
    case input, output, error
}
