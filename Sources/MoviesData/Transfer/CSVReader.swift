import Foundation
import MoviesDomain

/// Reads CSV as sites export it: RFC 4180 (quoted fields with doubled quotes, commas and line breaks inside
/// them), CRLF or LF, a UTF-8 byte-order mark or none, UTF-16 with its mark, and Windows-1252 when the
/// bytes are not UTF-8. Stops past `maximumRows` before anything is made of the rows.
enum CSVReader {
    static func rows(_ data: Data, file: String, maximumRows: Int) throws(ImportFileError) -> [[String]] {
        try numberedRows(data, file: file, maximumRows: maximumRows).map(\.cells)
    }

    /// The rows, each with the line of the file it starts on (blank lines and line breaks inside quoted
    /// fields counted), as a person opening the file finds it.
    static func numberedRows(
        _ data: Data, file: String, maximumRows: Int
    ) throws(ImportFileError) -> [(line: Int, cells: [String])] {
        let text = try decoded(data, file: file)
        var rows: [(line: Int, cells: [String])] = []
        var line = 1
        var rowLine = 1
        var row: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var afterQuote = false
        var scalars = text.unicodeScalars.makeIterator()
        func endField() {
            row.append(String(field))
            field = String.UnicodeScalarView()
            afterQuote = false
        }
        func endRow() throws(ImportFileError) {
            endField()
            if !(row.count == 1 && row[0].isEmpty) { rows.append((rowLine, row)) }
            row = []
            rowLine = line
            if rows.count > maximumRows { throw .tooManyRows(maximum: maximumRows) }
        }
        while let scalar = scalars.next() {
            if scalar == "\n" { line += 1 }
            if quoted {
                if scalar == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where afterQuote:  // a doubled quote inside a quoted field
                field.append("\"")
                quoted = true
                afterQuote = false
            case "\"" where field.isEmpty:
                quoted = true
            case ",": endField()
            case "\n": try endRow()
            case "\r": break
            default:
                field.append(scalar)
                afterQuote = false
            }
        }
        if !field.isEmpty || !row.isEmpty { try endRow() }
        return rows
    }

    static func decoded(_ data: Data, file: String) throws(ImportFileError) -> String {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: data.dropFirst(3), as: UTF8.self) }
        if bytes.starts(with: [0xFF, 0xFE]), let text = String(data: data, encoding: .utf16LittleEndian) {
            return String(text.drop { $0 == "\u{FEFF}" })
        }
        if bytes.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16BigEndian) {
            return String(text.drop { $0 == "\u{FEFF}" })
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        if let text = String(data: data, encoding: .windowsCP1252) { return text }
        throw .unreadable(file: file, reason: "it is not text in UTF-8, UTF-16 or Windows-1252")
    }
}
