public import Foundation

/// A play a member's media server posted, kept with what was made of it: a watch in the diary, the watch
/// already there, a film to choose, or why it is not a watch.
public struct Play: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public enum Fate: Sendable, Equatable {
        /// A watch made of it (or a watch of no day given its day).
        case logged(Watch.ID)
        /// The diary had the film on that day already (played twice, on two devices): one watch.
        case alreadyLogged(Watch.ID)
        /// No film here is it, or several could be: it waits for the member to choose, with these.
        case waiting([FilmMatch.Candidate])
        /// Not a watch: an episode, a film stopped halfway, or one the member chose to skip.
        case skipped(String)
        /// The diary refused it (a day before the film came out): why.
        case refused(String)
    }

    public let id: ID
    public let member: User.ID
    public let source: WatchSource
    public let received: Date
    public let day: CalendarDay
    /// The film as the server named it (by the film's own title, once found, where it named an id alone);
    /// nil when it named none.
    public var film: FilmHint?
    public let rating: Int?
    /// The film here it was logged as, once known.
    public var matched: FilmReference?
    public var fate: Fate

    public init(
        id: ID, member: User.ID, source: WatchSource, received: Date, day: CalendarDay, film: FilmHint?,
        rating: Int?, matched: FilmReference? = nil, fate: Fate
    ) {
        self.id = id
        self.member = member
        self.source = source
        self.received = received
        self.day = day
        self.film = film
        self.rating = rating
        self.matched = matched
        self.fate = fate
    }

    public var isWaiting: Bool {
        if case .waiting = fate { true } else { false }
    }
}
