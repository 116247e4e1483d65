import Foundation

/// Reads the flat arrays an index archive is made of (see ``Foundation/Data/appendArray(_:)``).
struct ArchiveReader {
    let data: Data
    var offset = 0

    var isAtEnd: Bool { offset == data.count }

    mutating func array<Element: FixedWidthInteger>(_: Element.Type) -> [Element]? {
        guard let count = integer(UInt64.self), count <= UInt64(data.count) else { return nil }
        let size = Int(count) * MemoryLayout<Element>.stride
        guard data.count - offset >= size else { return nil }
        let start = data.startIndex + offset
        offset += size
        return [Element](unsafeUninitializedCapacity: Int(count)) { buffer, initialized in
            data.copyBytes(to: UnsafeMutableRawBufferPointer(buffer), from: start..<(start + size))
            initialized = Int(count)
        }
    }

    /// A ``TermTable`` as ``Foundation/Data/appendTable(_:)`` wrote it, if it holds films below `filmCount`.
    mutating func table(filmCount: Int) -> TermTable? {
        guard let keyBytes = array(UInt8.self), let keyEnds = array(UInt32.self),
            let films = array(TitleIndex.Film.self), let filmEnds = array(UInt32.self)
        else { return nil }
        let table = TermTable(keyBytes: keyBytes, keyEnds: keyEnds, films: films, filmEnds: filmEnds)
        return table.isConsistent(filmCount: filmCount) ? table : nil
    }

    private mutating func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard data.count - offset >= size else { return nil }
        var value = Value.zero
        _ = withUnsafeMutableBytes(of: &value) { bytes in
            data.copyBytes(to: bytes, from: (data.startIndex + offset)..<(data.startIndex + offset + size))
        }
        offset += size
        return value
    }
}

extension Data {
    /// Appends the count, then the elements, in this machine's byte order.
    mutating func appendArray<Element: FixedWidthInteger>(_ array: [Element]) {
        Swift.withUnsafeBytes(of: UInt64(array.count)) { append(contentsOf: $0) }
        array.withUnsafeBytes { append(contentsOf: $0) }
    }

    mutating func appendTable(_ table: TermTable) {
        appendArray(table.keyBytes)
        appendArray(table.keyEnds)
        appendArray(table.films)
        appendArray(table.filmEnds)
    }
}
