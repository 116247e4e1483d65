import MoviesTerminal

/// Columns for a person to read. Each column is as wide as its widest cell, as a terminal counts columns
/// (a Hangul syllable or an emoji takes two). Given the terminal's `width`, the columns that may be cut
/// (titles, genres) give way, the last first, down to a few columns each, their cells cut with an
/// ellipsis; ids, years and numbers are never cut. Piped (no width), nothing is cut.
struct TextTable {
    struct Column {
        enum Alignment { case left, right }

        let header: String
        var alignment: Alignment = .left
        /// The fewest columns this one keeps when the table must fit; nil for one that is never cut.
        var cutTo: Int?
    }

    let columns: [Column]

    static let gap = 2

    func render(_ rows: [[String]], width: Int?) -> String {
        let cells = rows.map { $0.map { TerminalSafe.text($0, keepingNewlines: false) } }
        let widths = fitted(natural(cells), into: width)
        var lines = [line(columns.map(\.header), widths)]
        lines += cells.map { line($0, widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func natural(_ rows: [[String]]) -> [Int] {
        columns.indices.map { index in
            rows.reduce(TextWidth.columns(of: columns[index].header)) { widest, row in
                index < row.count ? max(widest, TextWidth.columns(of: row[index])) : widest
            }
        }
    }

    private func fitted(_ natural: [Int], into width: Int?) -> [Int] {
        guard let width else { return natural }
        var widths = natural
        var excess = widths.reduce(0, +) + Self.gap * (columns.count - 1) - width
        for index in columns.indices.reversed() where excess > 0 {
            guard let least = columns[index].cutTo else { continue }
            let given = min(excess, max(0, widths[index] - least))
            widths[index] -= given
            excess -= given
        }
        return widths
    }

    private func line(_ cells: [String], _ widths: [Int]) -> String {
        zip(columns, zip(cells, widths)).map { column, cellAndWidth in
            let (cell, width) = cellAndWidth
            let fitted = Columns.cut(cell, width)
            let padding = String(repeating: " ", count: max(0, width - TextWidth.columns(of: fitted)))
            return column.alignment == .right ? padding + fitted : fitted + padding
        }
        .joined(separator: String(repeating: " ", count: Self.gap))
        .replacing(/\s+$/, with: "")
    }
}
