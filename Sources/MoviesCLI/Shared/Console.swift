import Foundation
import MoviesTerminal

/// Where every command's words go. Whatever they hold from elsewhere (titles, names, reviews, a server's
/// messages) passes through ``TerminalSafe`` first, so no string can take over the terminal it lands on.
enum Console {
    /// Standard output.
    static func print(_ text: String, terminator: String = "\n") {
        Swift.print(TerminalSafe.text(text), terminator: terminator)
    }

    /// Standard error, as it is written (a question, or the `error:` line).
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(TerminalSafe.text(text).utf8))
    }
}
