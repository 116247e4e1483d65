/// What a member's diary says of one film: "Watched 3 times, last on 12 March 2024 · your rating 8/10".
public struct FilmDiarySummary: Sendable, Equatable {
    public let timesWatched: Int
    /// The latest day it was watched on; nil when never, or never on a known day.
    public let lastDay: CalendarDay?
    /// The member's rating of the film (the latest given, on a watch or a review).
    public let rating: Int?

    public init(watches: [Watch], rating: Int?) {
        timesWatched = watches.count
        lastDay = watches.compactMap(\.details.day).max()
        self.rating = rating
    }

    public init(timesWatched: Int, lastDay: CalendarDay?, rating: Int?) {
        self.timesWatched = timesWatched
        self.lastDay = lastDay
        self.rating = rating
    }

    public static let none = FilmDiarySummary(watches: [], rating: nil)
}

/// A member's mark on a film in a list: watched, and their rating.
public struct FilmMark: Sendable, Equatable {
    public let watched: Bool
    public let rating: Int?

    public init(watched: Bool, rating: Int?) {
        self.watched = watched
        self.rating = rating
    }
}
