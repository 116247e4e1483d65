import Foundation

extension PeopleIndex {
    func write(to archive: inout Data) {
        archive.appendArray(nameBytes)
        archive.appendArray(nameEnds)
        archive.appendArray(creditFilms)
        archive.appendArray(creditRoles)
        archive.appendArray(creditEnds)
        archive.appendTable(words)
        archive.appendArray(castSizes)
    }

    /// Reads what ``write(to:)`` appended for `filmCount` films; nil when the bytes are not that.
    init?(reading reader: inout ArchiveReader, filmCount: Int) {
        guard let nameBytes = reader.array(UInt8.self), let nameEnds = reader.array(UInt32.self),
            let creditFilms = reader.array(Film.self), let creditRoles = reader.array(UInt8.self),
            let creditEnds = reader.array(UInt32.self)
        else { return nil }
        let people = nameEnds.count
        guard nameEnds.arePackedEnds(of: nameBytes.count), creditEnds.count == people,
            creditRoles.count == creditFilms.count, creditEnds.arePackedEnds(of: creditFilms.count),
            creditFilms.allSatisfy({ Int($0) < filmCount }), let words = reader.table(filmCount: people),
            let castSizes = reader.array(UInt16.self), castSizes.count == filmCount
        else { return nil }
        self.init(
            nameBytes: nameBytes, nameEnds: nameEnds, creditFilms: creditFilms, creditRoles: creditRoles,
            creditEnds: creditEnds, words: words, castSizes: castSizes)
    }
}
