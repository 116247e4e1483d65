/// Writes CSV as RFC 4180 spells it (CRLF between rows, a field quoted when it holds a comma, a quote or a
/// line break, quotes doubled), with every cell made inert for spreadsheets: one that begins with `=`, `+`,
/// `-`, `@`, a tab or a carriage return would be read as a formula, so it gets a leading `'`.
struct CSVWriter {
    private(set) var text = ""

    init(header: [String]) {
        append(header)
    }

    mutating func append(_ row: [String]) {
        text += row.map(Self.field).joined(separator: ",")
        text += "\r\n"
    }

    static func field(_ value: String) -> String {
        var cell = value
        if let first = cell.unicodeScalars.first, formulaStarts.contains(first) { cell = "'" + cell }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }

    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// A cell as written by ``field(_:)`` read back: the `'` that made a formula inert taken away.
    static func inertRemoved(_ cell: String) -> String {
        guard cell.hasPrefix("'"), let second = cell.unicodeScalars.dropFirst().first,
            formulaStarts.contains(second)
        else { return cell }
        return String(cell.dropFirst())
    }
}
