import Foundation

extension MoviesExportDTO {
    /// The rows a `movies.json` holds, counted in its bytes before anything is decoded: every watch, review,
    /// saved film and list entry names its film under the key `"film"`. A quote inside a JSON string is
    /// always escaped, so `"film"` followed by a colon is a key wherever it appears; the count is never
    /// below the rows the file holds.
    static func rowCount(_ bytes: Data) -> Int {
        let key = Array(#""film""#.utf8)
        return bytes.withUnsafeBytes { raw -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            var count = 0
            var index = 0
            let end = bytes.count - key.count
            while index <= end {
                guard bytes[index] == key[0], bytes[index + 1] == key[1], bytes[index + 2] == key[2],
                    bytes[index + 3] == key[3], bytes[index + 4] == key[4], bytes[index + 5] == key[5]
                else {
                    index += 1
                    continue
                }
                index += key.count
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") { count += 1 }
            }
            return count
        }
    }
}
