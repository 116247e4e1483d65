extension DiaryStatistics {
    /// The numbers of `all` (every watch of the member) for `year`, or for all time with none; `ratings` is
    /// the member's rating of each film they rated.
    public init(of all: [Watch], ratings: [FilmReference: Int], year: Int?) {
        self.init(of: DiaryTally(of: all, ratings: ratings, year: year), year: year)
    }

    /// The numbers of a member's diary as a store tallied it, for `year` or for all time with none.
    public init(of tally: DiaryTally, year: Int?) {
        let days = tally.days
        self.year = year
        watches = days.reduce(0) { $0 + $1.watches }
        minutes = days.reduce(0) { $0 + $1.minutes }
        rewatches = days.reduce(0) { $0 + $1.rewatches }
        firstWatches = watches - rewatches
        var byMonth = Array(repeating: 0, count: 12)
        var byWeekday = Array(repeating: 0, count: 7)
        var byYear: [Int: Int] = [:]
        for case (let day?, let count) in days.lazy.map({ ($0.day, $0.watches) }) {
            byMonth[day.month - 1] += count
            byWeekday[day.weekday - 1] += count
            byYear[day.year, default: 0] += count
        }
        self.byMonth = byMonth
        self.byWeekday = byWeekday
        self.byYear = year == nil ? byYear.map { Count(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key } : []
        longestRun = Self.longestRun(Set(days.compactMap(\.day)))
        years = tally.years
        films = tally.films
        ratings = tally.ratings
        decades = tally.decades.sorted { $0.key < $1.key }
        genres = tally.genres.sorted { ($0.count, $1.key.sortName) > ($1.count, $0.key.sortName) }
        directors = tally.directors
        actors = tally.actors
        highestRated = tally.highestRated
        watchedWith = tally.watchedWith
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
    /// A genre as a source names it: one the app knows, or the source's word.
    public init(source: String) {
        self = Genre(named: source).map(GenreName.known) ?? .other(source)
    }

    /// What genres are put in order by, and told apart by: the known genre's name, or the word in lower case.
    public var sortName: String {
        switch self {
        case .known(let genre): genre.rawValue
        case .other(let name): name.lowercased()
        }
    }
}
