/// What statistics are counted from, as a store reads it in two questions rather than every watch whole:
/// the member's watches added up by day, and the films of the period, each once.
public struct DiaryTally: Sendable, Equatable {
    /// The watches of one day (nil: of no known day).
    public struct Day: Sendable, Equatable {
        public let day: CalendarDay?
        public let watches: Int
        public let rewatches: Int
        /// Running time of the day's watches, where the film's is known.
        public let minutes: Int

        public init(day: CalendarDay?, watches: Int, rewatches: Int, minutes: Int) {
            self.day = day
            self.watches = watches
            self.rewatches = rewatches
            self.minutes = minutes
        }
    }

    /// Every day with a watch, for all time, in no particular order.
    public let days: [Day]
    /// The films watched in the period, each once, as its newest watch of the period keeps it: newest first
    /// (``Watch/isNewer(than:)``).
    public let films: [WatchedFilm]

    public init(days: [Day], films: [WatchedFilm]) {
        self.days = days
        self.films = films
    }
}

extension DiaryTally {
    /// The tally of `watches` (every watch of a member) for `year`, or all time with none: what a store that
    /// holds watches in memory answers.
    public init(of watches: [Watch], year: Int?) {
        var days: [CalendarDay?: Day] = [:]
        for watch in watches {
            let day = watch.details.day
            let before = days[day] ?? Day(day: day, watches: 0, rewatches: 0, minutes: 0)
            days[day] = Day(
                day: day, watches: before.watches + 1, rewatches: before.rewatches + (watch.details.isRewatch ? 1 : 0),
                minutes: before.minutes + (watch.film.runtime ?? 0))
        }
        var seen = Set<FilmReference>()
        let films = watches.sorted { $0.isNewer(than: $1) }
            .filter { watch in year.map { watch.details.day?.year == $0 } ?? true }
            .compactMap { seen.insert($0.film.reference).inserted ? $0.film : nil }
        self.init(days: Array(days.values), films: films)
    }
}
