public import Foundation

/// Every index of one catalog import, stored together as one archive: titles to search, what browsing
/// filters and sorts by, and the people. They share the film numbers (popularity positions).
public struct CatalogIndex: Sendable {
    let titles: TitleIndex
    let browse: BrowseIndex
    let people: PeopleIndex
    /// The film numbers in the order of their catalog ids, to find the film a request names by binary
    /// search (a dictionary of them took three times the memory).
    private let filmsInIDOrder: [TitleIndex.Film]
    /// Each film's people, for taste: built the first time it is asked.
    let filmCredits = FilmCredits()
    /// The catalog's films of each year, for telling walk-ons from leads: counted the first time it is asked.
    let catalogYears = CatalogYears()

    init(titles: TitleIndex, browse: BrowseIndex, people: PeopleIndex) {
        self.titles = titles
        self.browse = browse
        self.people = people
        filmsInIDOrder = titles.movieIDs.indices.map { TitleIndex.Film($0) }.sorted {
            titles.movieIDs[Int($0)] < titles.movieIDs[Int($1)]
        }
    }

    /// Each film's people and their roles, its leads marked: built the first time taste asks.
    var credits: FilmCredits.Table {
        filmCredits.table(
            of: people, years: browse.years,
            catalog: catalogYears.counts(years: browse.years, castSizes: people.castSizes), filmCount: browse.filmCount)
    }

    /// The film whose catalog id is `id`.
    func film(withID id: Int) -> TitleIndex.Film? {
        var (low, high) = (0, filmsInIDOrder.count)
        while low < high {
            let middle = (low + high) / 2
            if titles.movieIDs[Int(filmsInIDOrder[middle])] < Int64(id) { low = middle + 1 } else { high = middle }
        }
        guard low < filmsInIDOrder.count, titles.movieIDs[Int(filmsInIDOrder[low])] == Int64(id) else { return nil }
        return filmsInIDOrder[low]
    }

    public static let empty = CatalogIndex(titles: .empty, browse: .empty, people: .empty)

    public func archived() -> Data {
        var archive = Data()
        titles.write(to: &archive)
        browse.write(to: &archive)
        people.write(to: &archive)
        return archive
    }

    /// Reads what ``archived()`` wrote; nil when the bytes are not that (an archive of an older format
    /// included: the catalog is then imported anew).
    public init?(archive: Data) {
        var reader = ArchiveReader(data: archive)
        guard let titles = TitleIndex(reading: &reader),
            let browse = BrowseIndex(reading: &reader, filmCount: titles.filmCount),
            let people = PeopleIndex(reading: &reader, filmCount: titles.filmCount), reader.isAtEnd
        else { return nil }
        self.init(titles: titles, browse: browse, people: people)
    }
}
