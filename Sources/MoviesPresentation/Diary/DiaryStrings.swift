public import MoviesDomain

/// The words of the diary, in one language (``Strings/diary``).
public struct DiaryStrings: Sendable {
    public let diary: String
    /// The button beside Save on a film: "Log".
    public let log: String
    public let logWatch: String
    public let watchedOn: String
    public let dateUnknown: String
    public let rating: String
    public let noRating: String
    public let rewatch: String
    /// On a card of a film the member watched.
    public let watched: String
    public let liked: String
    /// A watch that carries the member's review of the film.
    public let reviewed: String
    public let review: String
    public let spoilers: String
    public let keepSaved: String
    public let edit: String
    public let delete: String
    public let emptyDiary: String
    /// A filtered diary with nothing in it: "No rewatches in 1999 rated 8/10."
    public let noWatchesFiltered: @Sendable (_ rewatch: Bool?, _ year: Int?, _ rating: Int?, _ tag: String?) -> String
    /// "March 2024": a month's heading.
    public let month: @Sendable (_ year: Int, _ month: Int) -> String
    /// "12 Mar": a watch's day within its month's heading.
    public let shortDay: @Sendable (_ month: Int, _ day: Int) -> String
    /// "Logged “Heat”." and, when it left the saved films, that too.
    public let logged: @Sendable (_ title: String, _ unsaved: Bool) -> String
    /// A log that gave the film's watch of no day (a rating's, a "watched" mark's) its day.
    public let gaveDay: @Sendable (_ title: String, _ day: String, _ unsaved: Bool) -> String
    public let changed: @Sendable (_ title: String) -> String
    public let deleted: @Sendable (_ title: String) -> String
    /// After a delete, where the title is not at hand: "Watch deleted."
    public let watchDeleted: String
    public let undo: String
    public let filter: String
    public let year: String
    public let takeOffSaved: String
    /// "Watched 3 times, last on March 12, 2024": `lastDay` is nil when no watch has a known day.
    public let timesWatched: @Sendable (_ times: Int, _ lastDay: String?) -> String
    /// "your rating 8/10".
    public let yourRating: @Sendable (_ rating: Int) -> String
    /// Filters.
    public let anyYear: String
    public let anyRating: String
    /// Tags: the field, what it takes, and the filter's "any".
    public let tags: String
    public let tagsHint: String
    public let anyTag: String
    public let rewatchesOnly: String
    public let firstWatchesOnly: String
    /// The diary's visibility: said on the member's own diary, with the button that changes it.
    public let publicDiary: @Sendable (_ address: String) -> String
    public let privateDiary: String
    public let makePublic: String
    public let makePrivate: String
    public let madePublic: String
    public let madePrivate: String
    /// Whether a private diary shapes friends' picks: the settings' panel, what it says, and its button.
    public let picksHeading: String
    public let shapesPicksSaid: String
    public let shapesNoPicksSaid: String
    public let letShapePicks: String
    public let stopShapingPicks: String
    public let shapesPicksOn: String
    public let shapesPicksOff: String
    /// "ana's diary".
    public let diaryOf: @Sendable (_ name: String) -> String
    public let statisticsOf: @Sendable (_ name: String) -> String
    // Statistics.
    public let statistics: String
    public let allTime: String
    /// "2024 in review".
    public let yearInReview: @Sendable (_ year: Int) -> String
    /// "42 films", "1 film".
    public let films: @Sendable (_ count: Int) -> String
    /// "63 hours": whole hours, rounded.
    public let hours: @Sendable (_ count: Int) -> String
    public let watchesByMonth: String
    public let watchesByWeekday: String
    public let watchesByYear: String
    public let ratings: String
    public let decades: String
    public let genres: String
    public let directors: String
    public let actors: String
    public let highestRated: String
    /// The link to a year in review drawn as an image to share.
    public let yearCard: String
    /// "30 first watches · 12 rewatches".
    public let firstAndRewatches: @Sendable (_ first: Int, _ rewatches: Int) -> String
    /// "7 days in a row, from March 3, 2024 to March 9, 2024".
    public let longestRun: @Sendable (_ days: Int, _ first: String, _ last: String) -> String
    public let noStatistics: String
    /// Monday first, short: "Mon".
    public let weekdays: [String]
    /// January first, short: "Jan".
    public let months: [String]
    /// "1970s".
    public let decade: @Sendable (_ year: Int) -> String
    // Failures.
    public let notADay: @Sendable (_ text: String) -> String
    public let dayInTheFuture: String
    public let dayBeforeRelease: @Sendable (_ year: Int) -> String
    public let reviewWithoutRating: String
    public let watchNotFound: String
    /// A log sent again whose watch was deleted since.
    public let loggedAndDeleted: String
    /// A log sent again while its first sending is being logged.
    public let stillSending: String
    // One film's watches.
    /// "Your watches of “Heat”."
    public let watchesOf: @Sendable (_ title: String) -> String
    public let allWatches: String
    // A member's home page.
    public let yourFilms: String
    public let latestWatched: String
    /// "Your diary (128 watches)".
    public let openDiary: @Sendable (_ watches: Int) -> String
    public let savedNotWatched: String
    public let allSaved: String
    public let yourFilmsEmpty: String
}

extension Strings {
    /// The words of the diary.
    public var diary: DiaryStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }

    /// A day of the diary in this language: `March 12, 2024`.
    public func dayText(_ day: CalendarDay) -> String {
        self.day(day.year, day.month, day.day)
    }
}
