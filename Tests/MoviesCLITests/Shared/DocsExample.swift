import Foundation

/// A `movies …` line of a page of docs/ (or the README), in a fenced block, with the lines shown after it
/// when the block is a console (`$ movies …`): what a person copies and what they expect to see.
struct DocsExample: CustomStringConvertible {
    let page: String
    let line: String
    var shown: [String] = []

    var description: String { "\(page): \(line)" }

    /// The command without its `# comment`, split at `&&` as a shell runs it.
    var commands: [String] {
        let code = line.firstRange(of: " # ").map { String(line[..<$0.lowerBound]) } ?? line
        return code.components(separatedBy: " && ").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The examples of one page, in order: lines of fenced blocks that start with `movies ` or `$ movies `
    /// (a `text` block is a listing, not commands: the module list names the `movies` executable).
    static func examples(in text: String, page: String) -> [DocsExample] {
        var examples: [DocsExample] = []
        var inBlock = false
        var console = false
        var listing = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inBlock.toggle()
                console = inBlock && line.hasPrefix("```console")
                listing = inBlock && line.hasPrefix("```text")
                continue
            }
            guard inBlock, !listing else { continue }
            let command = line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line
            if command.hasPrefix("movies ") {
                examples.append(DocsExample(page: page, line: command))
            } else if console, !line.hasPrefix("$"), !line.isEmpty, !examples.isEmpty {
                examples[examples.count - 1].shown.append(line)
            }
        }
        return examples
    }

    /// Whether a line of what the example shows is among the lines printed, word for word (a table's
    /// columns are as wide as a terminal makes them; a line cut with `…`, or `…` alone, stands for more).
    static func isShown(_ line: String, in printed: String) -> Bool {
        guard !line.contains("…") else { return true }
        let words = line.split(whereSeparator: \.isWhitespace)
        return printed.split(separator: "\n").contains { $0.split(whereSeparator: \.isWhitespace) == words }
    }
}
