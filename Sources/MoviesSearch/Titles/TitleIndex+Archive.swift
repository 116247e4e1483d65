import Foundation

extension TitleIndex {
    /// The index as bytes, stored beside the catalog it was built from: flat arrays of fixed-width
    /// integers, so loading it is a copy.
    func archived() -> Data {
        var archive = Data()
        write(to: &archive)
        return archive
    }

    /// Appends the index to `archive`, as ``init(reading:)`` reads it.
    func write(to archive: inout Data) {
        archive.appendArray([Self.archiveMark])
        archive.appendArray(movieIDs)
        archive.appendArray(titles.bytes)
        archive.appendArray(titles.ends)
        archive.appendArray(titles.articleLengths)
        for table in [anywhere.words, anywhere.shortPrefixes, first.words, first.shortPrefixes, solo] {
            archive.appendTable(table)
        }
    }

    /// Reads an index that ``archived()`` wrote; nil when the bytes are not one.
    init?(archive: Data) {
        var reader = ArchiveReader(data: archive)
        self.init(reading: &reader)
        guard reader.isAtEnd else { return nil }
    }

    /// Reads the index ``write(to:)`` appended where `reader` stands; nil when the bytes are not one.
    init?(reading reader: inout ArchiveReader) {
        guard reader.array(UInt32.self) == [Self.archiveMark], let movieIDs = reader.array(Int64.self),
            let titleBytes = reader.array(UInt8.self), let titleEnds = reader.array(UInt32.self),
            let articleLengths = reader.array(UInt8.self)
        else { return nil }
        var tables: [TermTable] = []
        for _ in 0..<5 {
            // Damaged bytes must not send a search out of bounds.
            guard let table = reader.table(filmCount: movieIDs.count) else { return nil }
            tables.append(table)
        }
        guard titleEnds.count == movieIDs.count, titleEnds.arePackedEnds(of: titleBytes.count),
            articleLengths.count == movieIDs.count
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
    func isConsistent(filmCount: Int) -> Bool {
        keyEnds.count == filmEnds.count && keyEnds.arePackedEnds(of: keyBytes.count)
            && filmEnds.arePackedEnds(of: films.count) && films.allSatisfy { Int($0) < filmCount }
    }
}
