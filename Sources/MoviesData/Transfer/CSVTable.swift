import Foundation
import MoviesDomain

/// A CSV file's rows by its header's names (case and spaces aside), each row with its line in the file.
struct CSVTable {
    let file: String
    private let columns: [String: Int]
    let rows: [(line: Int, cells: [String])]

    /// A header alone, for rows read one at a time.
    init(header: [String], file: String) {
        self.init(numbered: [(1, header)], file: file)
    }

    /// Rows with the line each starts on; the first is the header.
    init(numbered rows: [(line: Int, cells: [String])], file: String) {
        self.file = file
        let header = rows.first?.cells ?? []
        var columns: [String: Int] = [:]
        for (index, name) in header.enumerated() where columns[Self.key(name)] == nil {
            columns[Self.key(name)] = index
        }
        self.columns = columns
        self.rows = Array(rows.dropFirst())
    }

    func has(_ name: String) -> Bool { columns[Self.key(name)] != nil }

    /// Throws naming every column of `names` the header lacks.
    func require(_ names: [String]) throws(ImportFileError) {
        let missing = names.filter { !has($0) }
        if !missing.isEmpty { throw .missingColumns(file: file, missing) }
    }

    /// The cell of column `name`, trimmed, with a spreadsheet's inert mark taken away; nil when empty.
    func value(_ name: String, in cells: [String]) -> String? {
        guard let index = columns[Self.key(name)], index < cells.count else { return nil }
        let text = CSVWriter.inertRemoved(cells[index].trimmingCharacters(in: .whitespacesAndNewlines))
        return text.isEmpty ? nil : text
    }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().filter { $0 != " " && $0 != "_" }
    }
}
