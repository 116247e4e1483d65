import Foundation

/// Every index of one catalog import, stored together as one archive: titles to search, what browsing
/// filters and sorts by, and the people. They share the film numbers (popularity positions).
struct CatalogIndex: Sendable {
    let titles: TitleIndex
    let browse: BrowseIndex
    let people: PeopleIndex
    /// Film numbers by catalog id, for the films a request names.
    let filmsByID: [Int: TitleIndex.Film]

    init(titles: TitleIndex, browse: BrowseIndex, people: PeopleIndex) {
        self.titles = titles
        self.browse = browse
        self.people = people
        filmsByID = Dictionary(
            uniqueKeysWithValues: titles.movieIDs.enumerated().map { (Int($0.element), TitleIndex.Film($0.offset)) })
    }

    static let empty = CatalogIndex(titles: .empty, browse: .empty, people: .empty)

    func archived() -> Data {
        var archive = Data()
        titles.write(to: &archive)
        browse.write(to: &archive)
        people.write(to: &archive)
        return archive
    }

    /// Reads what ``archived()`` wrote; nil when the bytes are not that (an archive of an older format
    /// included: the catalog is then imported anew).
    init?(archive: Data) {
        var reader = ArchiveReader(data: archive)
        guard let titles = TitleIndex(reading: &reader),
            let browse = BrowseIndex(reading: &reader, filmCount: titles.filmCount),
            let people = PeopleIndex(reading: &reader, filmCount: titles.filmCount), reader.isAtEnd
        else { return nil }
        self.init(titles: titles, browse: browse, people: people)
    }
}
