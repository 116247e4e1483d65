/// Why a watch cannot be logged as given. Each names the field at fault.
public enum WatchError: Error, Equatable, Sendable, CustomStringConvertible {
    case ratingOutOfRange(Int)
    /// A rating that is no whole number ("ten", "7.5").
    case ratingNotANumber(String)
    /// A day after today (a day ahead of the server's is allowed, for members east of it).
    case dayInTheFuture(CalendarDay)
    /// A day before the year the film came out.
    case dayBeforeRelease(CalendarDay, year: Int)
    /// A review written on a watch needs the watch's rating.
    case reviewWithoutRating
    /// No watch of this member has this id (another member's is not theirs to see).
    case notFound
    /// The start of an id that more than one of the member's watches have, and those watches (each as
    /// its id's first eight characters, the film and the day: `3f2a9c1e Heat (2024-03-12)`).
    case ambiguousID(String, watches: [String])
    /// A tag refused, naming it.
    case tags(TagError)
    /// A log sent again (``ReplayID``) whose watch was since deleted: it is not logged a second time.
    case loggedAndDeleted
    /// A log sent again while the first sending of it is still being logged.
    case stillSending
    /// A log's id for sending again (``ReplayID``) that is not one.
    case notAReplayID

    public var field: String {
        switch self {
        case .ratingOutOfRange, .ratingNotANumber, .reviewWithoutRating: "rating"
        case .dayInTheFuture, .dayBeforeRelease: "day"
        case .notFound, .ambiguousID, .loggedAndDeleted, .stillSending: "id"
        case .notAReplayID: "replay"
        case .tags: "tags"
        }
    }

    public var description: String {
        switch self {
        case .ratingOutOfRange(let rating): "a rating is from 1 to 10 (half-stars), not \(rating)"
        case .ratingNotANumber(let text): "the rating must be a whole number from 1 to 10, not '\(text)'"
        case .dayInTheFuture(let day): "\(day) has not come yet: a watch is logged on or after the day"
        case .dayBeforeRelease(let day, let year): "\(day) is before the film came out (\(year))"
        case .reviewWithoutRating: "a review on a watch needs a rating, from 1 to 10"
        case .notFound: "there is no such watch in your diary"
        case .tags(let error): error.description
        case .loggedAndDeleted: "this watch was logged when it was first sent, and deleted since"
        case .notAReplayID: "a log's replay id is 8 to 64 letters, digits and hyphens"
        case .stillSending: "this watch is being logged from when it was first sent: look again in a moment"
        case .ambiguousID(let start, let watches):
            "\(watches.count) watches have an id starting with '\(start)' (\(watches.prefix(5).joined(separator: "; "))"
                + (watches.count > 5 ? "; …" : "") + "): give more of it"
        }
    }
}
