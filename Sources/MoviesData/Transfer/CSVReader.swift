import Foundation
import MoviesDomain

/// Reads CSV as sites export it: RFC 4180 (quoted fields with doubled quotes, commas and line breaks inside
/// them), CRLF or LF, a UTF-8 byte-order mark or none, UTF-16 with its mark, and Windows-1252 when the
/// bytes are not UTF-8. Rows are handed on one at a time as they are read, so a large file is never held
/// twice over (as text and as rows); past `maximumRows` it stops at once.
enum CSVReader {
    /// The rows, each with the line of the file it starts on (blank lines and line breaks inside quoted
    /// fields counted), as a person opening the file finds it.
    static func numberedRows(
        _ data: Data, file: String, maximumRows: Int
    ) throws(ImportFileError) -> [(line: Int, cells: [String])] {
        var rows: [(line: Int, cells: [String])] = []
        try forEachRow(data, file: file, maximumRows: maximumRows) { line, cells in rows.append((line, cells)) }
        return rows
    }

    /// Calls `each` with every row that is not blank and the line it starts on, in order.
    static func forEachRow(
        _ data: Data, file: String, maximumRows: Int,
        _ each: (_ line: Int, _ cells: [String]) throws(ImportFileError) -> Void
    ) throws(ImportFileError) {
        let utf8 = try Self.utf8(data, file: file)
        var parser = Parser(maximumRows: maximumRows)
        do {
            try utf8.withUnsafeBytes { raw in
                for byte in raw {
                    if let row = try parser.take(byte) { try each(row.line, row.cells) }
                }
            }
        } catch let error as ImportFileError {
            throw error
        } catch {
            throw .unreadable(file: file, reason: "\(error)")
        }
        if let row = try parser.finish() { try each(row.line, row.cells) }
    }

    /// How many rows the file holds, header and all: its line breaks outside quotes (blank lines aside),
    /// counted from the bytes without reading a cell, and no further than one past `limit`. A file too
    /// long to import is refused from this count, in a few milliseconds, not after its rows are read.
    static func rowCount(_ data: Data, pastAtMost limit: Int) -> Int {
        data.withUnsafeBytes { raw in
            var (count, quoted, blank) = (0, false, true)
            for byte in raw {
                switch byte {
                case UInt8(ascii: "\""):
                    quoted.toggle()
                    blank = false
                case UInt8(ascii: "\n") where !quoted:
                    if !blank { count += 1 }
                    if count > limit { return count }
                    blank = true
                case UInt8(ascii: "\r") where !quoted: break
                default: blank = false
                }
            }
            return count + (blank ? 0 : 1)
        }
    }

    /// How many rows the file can hold at most (its line breaks, and one), to make room for them once.
    static func rowBound(_ data: Data) -> Int {
        data.withUnsafeBytes { raw in raw.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } } }
    }

    /// The first row that is not blank (a file's header), read without reading the rest.
    static func firstRow(_ data: Data, file: String) throws(ImportFileError) -> [String] {
        var parser = Parser(maximumRows: 1)
        for byte in try utf8(data, file: file) {
            if let row = try parser.take(byte) { return row.cells }
        }
        return try parser.finish()?.cells ?? []
    }

    /// A table read a row at a time: `each` is given the header's table and each row after it.
    static func forEachRow(
        _ data: Data, file: String, maximumRows: Int,
        table each: (_ table: CSVTable, _ line: Int, _ cells: [String]) throws(ImportFileError) -> Void
    ) throws(ImportFileError) {
        var table: CSVTable?
        try forEachRow(data, file: file, maximumRows: maximumRows) { line, cells throws(ImportFileError) in
            guard let header = table else {
                table = CSVTable(header: cells, file: file)
                return
            }
            try each(header, line, cells)
        }
    }

    /// The bytes as UTF-8 without a byte-order mark: UTF-8 as it is (no copy), UTF-16 and Windows-1252 made
    /// UTF-8 first.
    static func utf8(_ data: Data, file: String) throws(ImportFileError) -> Data {
        let mark = [UInt8](data.prefix(3))
        if mark.starts(with: [0xEF, 0xBB, 0xBF]) { return data.dropFirst(3) }
        if mark.starts(with: [0xFF, 0xFE]), let text = String(data: data, encoding: .utf16LittleEndian) {
            return Data(String(text.drop { $0 == "\u{FEFF}" }).utf8)
        }
        if mark.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16BigEndian) {
            return Data(String(text.drop { $0 == "\u{FEFF}" }).utf8)
        }
        if isUTF8(data) { return data }
        if let text = String(data: data, encoding: .windowsCP1252) { return Data(text.utf8) }
        throw .unreadable(file: file, reason: "it is not text in UTF-8, UTF-16 or Windows-1252")
    }

    /// Whether every byte belongs to a well-formed UTF-8 sequence, checked without making a string.
    static func isUTF8(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var bytes = raw.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &bytes) {
                case .valid: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
    }
}
