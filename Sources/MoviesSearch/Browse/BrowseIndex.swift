import MoviesDomain

/// What browsing filters and sorts the catalog by, a value a film, built at import beside the title
/// index and known by the same film numbers (popularity positions), so the most popular film is first.
struct BrowseIndex: Sendable {
    typealias Film = TitleIndex.Film

    /// The films' genres, a bit each in the order of `Genre.allCases`.
    let genreMasks: [UInt32]
    /// Release years; 0 where unknown.
    let years: [UInt16]
    /// Running times in minutes; 0 where unknown.
    let runtimes: [UInt16]
    /// Where each film was made.
    let countries: FilmCountries
    /// The critics' average times 100; ``noRating`` where there is none.
    let ratings: [UInt16]
    /// The films best rated first (weighed by their number of reviews), newest first, and by title.
    let byRating: [Film]
    let byDate: [Film]
    let byTitle: [Film]
    /// Each film's first three genres as a person names them (``Genre/asNamed(_:)``), as masks: the
    /// first, the first two, the first three.
    let namedFirst: [(one: UInt32, two: UInt32, three: UInt32)]

    static let noRating = UInt16.max

    static let empty = BrowseIndex(
        genreMasks: [], years: [], runtimes: [], countries: .empty, ratings: [], byRating: [], byDate: [],
        byTitle: [])

    init(
        genreMasks: [UInt32], years: [UInt16], runtimes: [UInt16], countries: FilmCountries, ratings: [UInt16],
        byRating: [Film], byDate: [Film], byTitle: [Film]
    ) {
        (self.genreMasks, self.years, self.runtimes, self.ratings) = (genreMasks, years, runtimes, ratings)
        self.countries = countries
        (self.byRating, self.byDate, self.byTitle) = (byRating, byDate, byTitle)
        var named: [UInt32: (UInt32, UInt32, UInt32)] = [:]
        namedFirst = genreMasks.map { mask in
            if let known = named[mask] { return known }
            let masks = Genre.asNamed(Set(Self.genres(in: mask))).prefix(3).map { Self.mask(of: [$0]) }
            let first = (masks.first ?? 0, masks.prefix(2).reduce(0, |), masks.reduce(0, |))
            named[mask] = first
            return first
        }
    }

    /// Whether `genres` are what film `index` is named by: its first genre for one, its first two for two,
    /// its first three for more.
    func isNamed(_ index: Int, by genres: UInt32) -> Bool {
        let first = namedFirst[index]
        let count = genres.nonzeroBitCount
        let leading = count == 1 ? first.one : count == 2 ? first.two : first.three
        return leading & genres == genres
    }

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
        case .popularity, .members, .watched:
            guard genres != 0 else {
                for film in 0..<Film(filmCount) { consider(film) }
                break
            }
            // Films the genres name first (a horror comedy), then those the genres only touch.
            for film in 0..<Film(filmCount) where isNamed(Int(film), by: genres) { consider(film) }
            for film in 0..<Film(filmCount) where !isNamed(Int(film), by: genres) { consider(film) }
        case .rating: for film in byRating { consider(film) }
        case .date: for film in byDate { consider(film) }
        case .title: for film in byTitle { consider(film) }
        }
        return (page, total)
    }
}
