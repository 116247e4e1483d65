/// Fixed-width columns for terminal output; long cells are cut with an ellipsis.
struct TextTable {
    struct Column {
        enum Alignment { case left, right }

        let header: String
        let width: Int
        var alignment: Alignment = .left
    }

    let columns: [Column]

    func render(_ rows: [[String]]) -> String {
        var lines = [line(columns.map(\.header))]
        lines += rows.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    private func line(_ cells: [String]) -> String {
        zip(columns, cells).map { column, cell in
            let fitted = cell.count > column.width ? String(cell.prefix(column.width - 1)) + "…" : cell
            let padding = String(repeating: " ", count: column.width - fitted.count)
            return column.alignment == .right ? padding + fitted : fitted + padding
        }
        .joined(separator: "  ")
        .replacing(/\s+$/, with: "")
    }
}
