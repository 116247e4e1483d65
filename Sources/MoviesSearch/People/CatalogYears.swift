import Synchronization

/// How many of the catalog's films with a cast came out in each year: how much of a year's films one
/// person's films are (``PeopleIndex/walkOnFactor(of:years:)``). Counted the first time it is asked and kept
/// for the life of the index.
final class CatalogYears: Sendable {
    /// Films by year, indexed by the year itself.
    struct Counts: Sendable {
        let films: [UInt32]

        func films(in year: Int) -> Int { year < films.count ? Int(films[year]) : 0 }
    }

    static let yearSlots = 2_200

    private let counts = Mutex<Counts?>(nil)

    func counts(years: [UInt16], castSizes: [UInt16]) -> Counts {
        counts.withLock { kept in
            if let kept { return kept }
            var films = [UInt32](repeating: 0, count: Self.yearSlots)
            for (year, cast) in zip(years, castSizes) where cast > 0 && Int(year) < Self.yearSlots {
                films[Int(year)] += 1
            }
            let built = Counts(films: films)
            kept = built
            return built
        }
    }
}
