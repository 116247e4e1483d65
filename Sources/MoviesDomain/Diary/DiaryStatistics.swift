/// What a member's diary adds up to, for all time or one year: the numbers film lovers look at. Counted
/// from one read of the member's watches and their ratings, never a question a film.
///
/// Watches of no known day count for all time only. Films are counted once however often watched
/// (decades, genres, people, ratings); watches, hours, months, weekdays and rewatches count every watch.
public struct DiaryStatistics: Sendable, Equatable {
    /// Something counted and how many: a genre, a decade, a person.
    public struct Count<Key: Sendable & Hashable>: Sendable, Equatable {
        public let key: Key
        public let count: Int

        public init(key: Key, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// A person and the films of the period they are in.
    public struct PersonCount: Sendable, Equatable {
        public let name: String
        public let page: Person.ID?
        public let films: Int

        public init(name: String, page: Person.ID?, films: Int) {
            self.name = name
            self.page = page
            self.films = films
        }
    }

    /// A film of the period with the member's rating of it.
    public struct RatedFilm: Sendable, Equatable {
        public let film: WatchedFilm
        public let rating: Int

        public init(film: WatchedFilm, rating: Int) {
            self.film = film
            self.rating = rating
        }
    }

    /// The longest run of days in a row with a film watched.
    public struct Run: Sendable, Equatable {
        public let days: Int
        public let first: CalendarDay
        public let last: CalendarDay

        public init(days: Int, first: CalendarDay, last: CalendarDay) {
            self.days = days
            self.first = first
            self.last = last
        }
    }

    /// Nil for all time.
    public let year: Int?
    public let watches: Int
    public let films: Int
    /// Running time of every watch, where the film's is known.
    public let minutes: Int
    /// Watches of each month, January first (of the year, or of every year for all time).
    public let byMonth: [Int]
    /// Watches of each day of the week, Monday first.
    public let byWeekday: [Int]
    /// For all time, the watches of each year with any, oldest first.
    public let byYear: [Count<Int>]
    /// Films of each rating, 1 to 10 (half a star to five): the member's one rating of each.
    public let ratings: [Int]
    /// Films of each decade they came out in (`1970` for the 1970s), oldest first.
    public let decades: [Count<Int>]
    /// Films of each genre, most first; a genre by its name where it is none the app knows.
    public let genres: [Count<GenreName>]
    public let directors: [PersonCount]
    public let actors: [PersonCount]
    public let firstWatches: Int
    public let rewatches: Int
    public let longestRun: Run?
    /// The films of the period the member rated highest, highest first.
    public let highestRated: [RatedFilm]
    /// The years with watches, newest first: what a year in review can be asked for.
    public let years: [Int]
    /// The members watched with most in the period (named on the member's watches), most first.
    public var watchedWith: [Count<String>] = []

    /// How many people and films the lists keep.
    public static let listed = 10

    public var hours: Double { Double(minutes) / 60 }
}

/// A genre as statistics count it: one the app knows (whatever the source called it), or the source's word.
public enum GenreName: Sendable, Hashable {
    case known(Genre)
    case other(String)
}
