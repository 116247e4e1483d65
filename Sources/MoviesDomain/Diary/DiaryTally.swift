/// What a member's statistics for a period are made from, as a store counts it: their watches added up by
/// day (for all time), and the films of the period counted by rating, genre, decade and person.
///
/// A film counts once in a period however often watched in it, as the diary first kept it (its genres,
/// people and year when it was first logged).
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

    public typealias Count = DiaryStatistics.Count
    public typealias PersonCount = DiaryStatistics.PersonCount
    public typealias RatedFilm = DiaryStatistics.RatedFilm

    /// Every day of the period with a watch, in no particular order (for all time, with those of no known day).
    public var days: [Day] = []
    /// The years with watches, newest first: what a year in review can be asked for.
    public var years: [Int] = []
    /// The films of the period.
    public var films = 0
    /// Films of each rating, 1 to 10: the member's one rating of each.
    public var ratings = Array(repeating: 0, count: 10)
    /// Every genre of the period's films, in no particular order.
    public var genres: [Count<GenreName>] = []
    /// Every decade of the period's films (`1970`), in no particular order.
    public var decades: [Count<Int>] = []
    /// The ``DiaryStatistics/listed`` people of each role in most films, most first, a tie by name.
    public var directors: [PersonCount] = []
    public var actors: [PersonCount] = []
    /// The ``DiaryStatistics/listed`` films the member rated highest, highest first, a tie by title.
    public var highestRated: [RatedFilm] = []
    /// The ``DiaryStatistics/listed`` members named on most of the period's watches, most first, a tie by
    /// name.
    public var watchedWith: [Count<String>] = []

    public init() {}
}
