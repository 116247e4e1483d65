import Foundation

extension BrowseIndex {
    func write(to archive: inout Data) {
        archive.appendArray(genreMasks)
        archive.appendArray(years)
        archive.appendArray(runtimes)
        archive.appendArray(ratings)
        archive.appendArray(byRating)
        archive.appendArray(byDate)
        archive.appendArray(byTitle)
        countries.write(to: &archive)
    }

    /// Reads what ``write(to:)`` appended for `filmCount` films; nil when the bytes are not that.
    init?(reading reader: inout ArchiveReader, filmCount: Int) {
        guard let genreMasks = reader.array(UInt32.self), let years = reader.array(UInt16.self),
            let runtimes = reader.array(UInt16.self), let ratings = reader.array(UInt16.self),
            let byRating = reader.array(Film.self),
            let byDate = reader.array(Film.self), let byTitle = reader.array(Film.self),
            [genreMasks.count, years.count, runtimes.count, ratings.count, byRating.count, byDate.count, byTitle.count]
                .allSatisfy({ $0 == filmCount }),
            [byRating, byDate, byTitle].allSatisfy({ $0.allSatisfy { Int($0) < filmCount } }),
            let countries = FilmCountries(reading: &reader, filmCount: filmCount)
        else { return nil }
        self.init(
            genreMasks: genreMasks, years: years, runtimes: runtimes, countries: countries, ratings: ratings,
            byRating: byRating,
            byDate: byDate,
            byTitle: byTitle)
    }
}
