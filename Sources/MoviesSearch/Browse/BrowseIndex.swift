import MoviesDomain

/// What browsing filters and sorts the catalog by, a value a film, built at import beside the title
/// index and known by the same film numbers (popularity positions), so the most popular film is first.
struct BrowseIndex: Sendable {
    typealias Film = TitleIndex.Film

    /// The films' genres, a bit each in the order of `Genre.allCases`.
    let genreMasks: [UInt32]
    /// Release years; 0 where unknown.
    let years: [UInt16]
    /// The critics' average times 100; ``noRating`` where there is none.
    let ratings: [UInt16]
    /// The films best rated first (weighed by their number of reviews), newest first, and by title.
    let byRating: [Film]
    let byDate: [Film]
    let byTitle: [Film]

    static let noRating = UInt16.max

    static let empty = BrowseIndex(
        genreMasks: [], years: [], ratings: [], byRating: [], byDate: [], byTitle: [])

    var filmCount: Int { genreMasks.count }

    static func mask(of genres: some Sequence<Genre>) -> UInt32 {
        genres.reduce(0) { mask, genre in mask | 1 << UInt32(Genre.allCases.firstIndex(of: genre) ?? 0) }
    }

    static func genres(in mask: UInt32) -> [Genre] {
        Genre.allCases.enumerated().filter { mask & 1 << UInt32($0.offset) != 0 }.map(\.element)
    }

    /// One page of the films `filter` allows, in its order, and how many it allows in all; `among`, when
    /// given, is a set of films (those a query's words found) the page is taken from.
    func films(
        _ filter: DiscoverFilter, among: FilmBits? = nil, offset: Int, limit: Int
    ) -> (films: [Film], total: Int) {
        let genres = Self.mask(of: filter.genres)
        let years = filter.years.map { UInt16(clamping: $0.lowerBound)...UInt16(clamping: $0.upperBound) }
        let rating = filter.minimumRating.map { UInt16(($0 * 100).rounded()) }
        var page: [Film] = []
        var total = 0
        func consider(_ film: Film) {
            let index = Int(film)
            if let among, !among.contains(film) { return }
            if genreMasks[index] & genres != genres { return }
            if let years, !years.contains(self.years[index]) { return }
            if let rating, ratings[index] == Self.noRating || ratings[index] < rating { return }
            if total >= offset, page.count < limit { page.append(film) }
            total += 1
        }
        switch filter.sort {
        case .popularity, .members, .watched: for film in 0..<Film(filmCount) { consider(film) }
        case .rating: for film in byRating { consider(film) }
        case .date: for film in byDate { consider(film) }
        case .title: for film in byTitle { consider(film) }
        }
        return (page, total)
    }
}

/// A set of films as one bit each.
struct FilmBits: Sendable {
    private var words: [UInt64]

    init(_ films: some Sequence<TitleIndex.Film>, filmCount: Int) {
        words = [UInt64](repeating: 0, count: (filmCount + 63) / 64)
        for film in films { words[Int(film >> 6)] |= 1 << UInt64(film & 63) }
    }

    func contains(_ film: TitleIndex.Film) -> Bool {
        words[Int(film >> 6)] & 1 << UInt64(film & 63) != 0
    }
}
