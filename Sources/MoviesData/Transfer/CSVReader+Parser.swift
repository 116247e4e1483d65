import MoviesDomain

extension CSVReader {
    /// RFC 4180 a byte at a time over UTF-8: the quote, comma and line breaks are single bytes that never
    /// occur inside a longer character, so fields are cut by bytes and made text once whole.
    struct Parser {
        let maximumRows: Int
        private var field: [UInt8] = []
        private var row: [String] = []
        private var quoted = false
        private var afterQuote = false
        private var line = 1
        private var rowLine = 1
        private var count = 0

        init(maximumRows: Int) {
            self.maximumRows = maximumRows
        }

        /// The row the byte ends, if it ends one that is not blank.
        mutating func take(_ byte: UInt8) throws(ImportFileError) -> (line: Int, cells: [String])? {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(byte)
                }
                return nil
            }
            switch byte {
            case UInt8(ascii: "\"") where afterQuote:  // a doubled quote inside a quoted field
                field.append(byte)
                quoted = true
                afterQuote = false
            case UInt8(ascii: "\"") where field.isEmpty:
                quoted = true
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\n"): return try endRow()
            case UInt8(ascii: "\r"): break
            default:
                field.append(byte)
                afterQuote = false
            }
            return nil
        }

        /// The last row, when the file does not end with a line break.
        mutating func finish() throws(ImportFileError) -> (line: Int, cells: [String])? {
            guard !field.isEmpty || !row.isEmpty else { return nil }
            return try endRow()
        }

        private mutating func endField() {
            row.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            afterQuote = false
        }

        private mutating func endRow() throws(ImportFileError) -> (line: Int, cells: [String])? {
            endField()
            defer {
                row = []
                rowLine = line
            }
            guard !(row.count == 1 && row[0].isEmpty) else { return nil }
            count += 1
            if count > maximumRows { throw .tooManyRows(maximum: maximumRows) }
            return (rowLine, row)
        }
    }
}
