extension DiaryStatistics {
    /// The numbers of `all` (every watch of the member) for `year`, or for all time with none; `ratings` is
    /// the member's rating of each film they rated.
    public init(of all: [Watch], ratings: [FilmReference: Int], year: Int?) {
        self.init(of: DiaryTally(of: all, year: year), ratings: ratings, year: year)
    }

    /// The numbers of a member's diary as `tally` holds it, for `year` or for all time with none.
    public init(of tally: DiaryTally, ratings: [FilmReference: Int], year: Int?) {
        let days = year.map { year in tally.days.filter { $0.day?.year == year } } ?? tally.days
        self.year = year
        watches = days.reduce(0) { $0 + $1.watches }
        minutes = days.reduce(0) { $0 + $1.minutes }
        rewatches = days.reduce(0) { $0 + $1.rewatches }
        firstWatches = watches - rewatches
        let dated = days.compactMap { day in day.day.map { ($0, day.watches) } }
        byMonth = Self.tally(dated.map { ($0.month, $1) }, in: 1...12)
        byWeekday = Self.tally(dated.map { ($0.weekday, $1) }, in: 1...7)
        byYear = year == nil ? Self.counted(dated.map { ($0.year, $1) }).sorted { $0.key < $1.key } : []
        longestRun = Self.longestRun(Set(dated.map(\.0)))
        years = Array(Set(tally.days.compactMap(\.day?.year))).sorted(by: >)

        let films = tally.films
        self.films = films.count
        self.ratings = Self.tally(films.compactMap { ratings[$0.reference].map { ($0, 1) } }, in: 1...10)
        decades = Self.counted(films.compactMap { $0.year.map { ($0 / 10 * 10, 1) } }).sorted { $0.key < $1.key }
        genres = Self.mostFirst(
            Self.counted(films.flatMap { film in Set(film.genres.map(GenreName.init(source:))).map { ($0, 1) } }),
            by: \.sortName)
        directors = Self.people(films, \.directors)
        actors = Self.people(films, \.cast)
        highestRated = Array(
            films.compactMap { film in ratings[film.reference].map { RatedFilm(film: film, rating: $0) } }
                .enumerated().sorted { ($0.element.rating, -$0.offset) > ($1.element.rating, -$1.offset) }
                .map(\.element).prefix(Self.listed))
    }

    /// How many of each value in `range`, given as values and how many of each.
    private static func tally(_ values: [(Int, Int)], in range: ClosedRange<Int>) -> [Int] {
        var counts = Array(repeating: 0, count: range.count)
        for (value, count) in values where range.contains(value) { counts[value - range.lowerBound] += count }
        return counts
    }

    private static func counted<Key: Hashable>(_ keys: some Sequence<(Key, Int)>) -> [Count<Key>] {
        var counts: [Key: Int] = [:]
        for (key, count) in keys { counts[key, default: 0] += count }
        return counts.map { Count(key: $0.key, count: $0.value) }
    }

    /// Most first; a tie by `name`, so the order never depends on a dictionary's.
    private static func mostFirst<Key>(_ counts: [Count<Key>], by name: (Key) -> String) -> [Count<Key>] {
        counts.sorted { ($0.count, name($1.key)) > ($1.count, name($0.key)) }
    }

    /// The people of one role in most films, each film counted once for them.
    private static func people(_ films: [WatchedFilm], _ role: KeyPath<WatchedFilm, [String]>) -> [PersonCount] {
        var counts: [String: (films: Int, page: Person.ID?)] = [:]
        for film in films {
            for name in Set(film[keyPath: role]) where !name.isEmpty {
                counts[name, default: (0, nil)].films += 1
                if counts[name]?.page == nil { counts[name]?.page = film.people[name] }
            }
        }
        return counts.map { PersonCount(name: $0.key, page: $0.value.page, films: $0.value.films) }
            .sorted { ($0.films, $1.name) > ($1.films, $0.name) }
            .prefix(listed).map { $0 }
    }

    /// The longest run of days in a row among `days`; the earliest of equal runs.
    private static func longestRun(_ days: Set<CalendarDay>) -> Run? {
        let numbers = days.map(\.dayNumber).sorted()
        guard var start = numbers.first else { return nil }
        var best = (length: 1, start: start)
        var length = 1
        for (previous, number) in zip(numbers, numbers.dropFirst()) {
            if number == previous + 1 {
                length += 1
            } else {
                (start, length) = (number, 1)
            }
            if length > best.length { best = (length, start) }
        }
        let sorted = days.sorted()
        guard let first = sorted.first(where: { $0.dayNumber == best.start }) else { return nil }
        let last = sorted.first { $0.dayNumber == best.start + best.length - 1 } ?? first
        return Run(days: best.length, first: first, last: last)
    }
}

extension GenreName {
    init(source: String) {
        self = Genre(named: source).map(GenreName.known) ?? .other(source)
    }

    var sortName: String {
        switch self {
        case .known(let genre): genre.rawValue
        case .other(let name): name.lowercased()
        }
    }
}
