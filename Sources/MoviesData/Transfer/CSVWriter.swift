/// Writes CSV as RFC 4180 spells it (CRLF between rows, a field quoted when it holds a comma, a quote or a
/// line break, quotes doubled). Every cell carries its text as written: these files are for another
/// service (Letterboxd's import keeps a spreadsheet's `'` guard as part of a review), not for a spreadsheet.
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
        let cell = value
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }

    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// A cell read back with the `'` that files this site wrote before (made inert for spreadsheets) put
    /// before a cell that began as a formula would, taken away.
    static func inertRemoved(_ cell: String) -> String {
        guard cell.hasPrefix("'"), let second = cell.unicodeScalars.dropFirst().first,
            formulaStarts.contains(second)
        else { return cell }
        return String(cell.dropFirst())
    }
}
