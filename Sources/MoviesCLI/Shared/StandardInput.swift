import ArgumentParser
import MoviesDomain

/// Text a command reads from standard input (`--text -`, `--review -`), as the convention is: read whole,
/// and refused past what it may hold.
enum StandardInput {
    /// A review's text: at most what a review may hold (a character is up to four bytes, counted loosely
    /// here; the review's own check is exact).
    static func reviewText() throws -> String {
        var lines: [String] = []
        var bytes = 0
        while let line = Console.current.readLine(strippingNewline: false) {
            bytes += line.utf8.count
            guard bytes <= ReviewDraft.maximumTextBytes * 2 else {
                throw ValidationError("standard input holds more than a review may (5,000 characters)")
            }
            lines.append(line)
        }
        return lines.joined()
    }
}
