import Foundation
import MoviesTerminal

/// Where every command's words go, through the running command's ``CommandConsole``. Whatever they hold
/// from elsewhere (titles, names, reviews, a server's messages) passes through ``TerminalSafe`` first, so
/// no string can take over the terminal it lands on.
enum Console {
    /// The console of the command running now.
    static var current: any CommandConsole { CommandContext.current.console }

    /// Standard output.
    static func print(_ text: String, terminator: String = "\n") {
        current.write(TerminalSafe.text(text) + terminator, to: .output)
    }

    /// Standard error, as it is written (a question, or the `error:` line).
    static func error(_ text: String) {
        current.write(TerminalSafe.text(text), to: .error)
    }

    /// A line of standard input, without its newline.
    static func readLine() -> String? {
        current.readLine(strippingNewline: true)
    }
}
