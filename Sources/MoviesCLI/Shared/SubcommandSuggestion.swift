import ArgumentParser

/// A command word that names no command, found before ArgumentParser reads it as an argument: the nearest
/// command's name is suggested, as ArgumentParser does for an option (`movies dairy`: did you mean `diary`?).
enum SubcommandSuggestion {
    /// The refusal for `arguments`, or nil when every command word is one (or a command reads words of its
    /// own there: `list best-of-the-70s` is its default `show`).
    static func refusal(of arguments: [String], under root: any ParsableCommand.Type) -> CleanError? {
        var command = root
        var path = [root.configuration.commandName ?? "movies"]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !word.hasPrefix("-"), !subcommands.isEmpty, word != "help" else { return nil }
            if let next = subcommands.first(where: {
                $0._commandName == word || $0.configuration.aliases.contains(word)
            }) {
                command = next
                path.append(word)
                continue
            }
            guard command.configuration.defaultSubcommand == nil else { return nil }
            let names = subcommands.map { $0._commandName }
            let nearest = names.map { ($0, distance(word.lowercased(), $0)) }.min { $0.1 < $1.1 }
            let suggestion = nearest.flatMap { $0.1 <= max(1, $0.0.count / 3) ? "; did you mean `\($0.0)`?" : nil }
            let parent = path.joined(separator: " ")
            let none = path.count == 1 ? "there is no command" : "`\(parent)` has no command"
            return CleanError(
                message: "\(none) '\(word.prefix(40))'" + (suggestion ?? "; `\(parent) --help` lists them"))
        }
        return nil
    }

    /// Levenshtein's distance, an adjacent swap counting once (`dairy` is one from `diary`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
