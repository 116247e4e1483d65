import Foundation

extension TitleIndex {
    /// The index as bytes, stored beside the catalog it was built from: flat arrays of fixed-width
    /// integers, so loading it is a copy.
    func archived() -> Data {
        var archive = Data()
        archive.appendArray([Self.archiveMark])
        archive.appendArray(movieIDs)
        archive.appendArray(titles.bytes)
        archive.appendArray(titles.ends)
        archive.appendArray(titles.articleLengths)
        for table in [anywhere.words, anywhere.shortPrefixes, first.words, first.shortPrefixes, solo] {
            archive.appendArray(table.keyBytes)
            archive.appendArray(table.keyEnds)
            archive.appendArray(table.films)
            archive.appendArray(table.filmEnds)
        }
        return archive
    }

    /// Reads an index that ``archived()`` wrote; nil when the bytes are not one.
    init?(archive: Data) {
        var reader = ArchiveReader(data: archive)
        guard reader.array(UInt32.self) == [Self.archiveMark], let movieIDs = reader.array(Int64.self),
            let titleBytes = reader.array(UInt8.self), let titleEnds = reader.array(UInt32.self),
            let articleLengths = reader.array(UInt8.self)
        else { return nil }
        var tables: [TermTable] = []
        for _ in 0..<5 {
            guard let keyBytes = reader.array(UInt8.self), let keyEnds = reader.array(UInt32.self),
                let films = reader.array(Film.self), let filmEnds = reader.array(UInt32.self)
            else { return nil }
            tables.append(TermTable(keyBytes: keyBytes, keyEnds: keyEnds, films: films, filmEnds: filmEnds))
        }
        // Damaged bytes must not send a search out of bounds.
        guard reader.isAtEnd, titleEnds.count == movieIDs.count, titleEnds.arePackedEnds(of: titleBytes.count),
            articleLengths.count == movieIDs.count,
            tables.allSatisfy({ $0.isConsistent(filmCount: movieIDs.count) })
        else { return nil }
        self.init(
            movieIDs: movieIDs,
            titles: FoldedTitles(bytes: titleBytes, ends: titleEnds, articleLengths: articleLengths),
            anywhere: Postings(words: tables[0], shortPrefixes: tables[1]),
            first: Postings(words: tables[2], shortPrefixes: tables[3]), solo: tables[4])
    }

    /// Names the format and its byte order; a different mark is a different (or foreign) format.
    private static let archiveMark: UInt32 = 0x4D54_4933  // "MTI3"
}

extension TermTable {
    fileprivate func isConsistent(filmCount: Int) -> Bool {
        keyEnds.count == filmEnds.count && keyEnds.arePackedEnds(of: keyBytes.count)
            && filmEnds.arePackedEnds(of: films.count) && films.allSatisfy { Int($0) < filmCount }
    }
}

extension Data {
    /// Appends the count, then the elements, in this machine's byte order.
    fileprivate mutating func appendArray<Element: FixedWidthInteger>(_ array: [Element]) {
        Swift.withUnsafeBytes(of: UInt64(array.count)) { append(contentsOf: $0) }
        array.withUnsafeBytes { append(contentsOf: $0) }
    }
}

private struct ArchiveReader {
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
