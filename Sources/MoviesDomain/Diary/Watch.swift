public import Foundation

/// One time a member watched a film: the day (or that the day is not known), the rating they gave that day,
/// whether it was a rewatch and whether they liked it. A film may be watched any number of times.
public struct Watch: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A new, random id (no count of anyone's watches can be read from it).
        public static func make() -> ID { ID(UUID().uuidString.lowercased()) }
    }

    public let id: ID
    public let member: User.ID
    public let film: WatchedFilm
    public let details: WatchDetails
    /// When it was logged (the order of two watches on one day).
    public let logged: Date
    /// Whether the member has written their review of the film (their one review, whichever watch it came
    /// with): the mark the diary shows.
    public var isReviewed = false

    public init(id: ID, member: User.ID, film: WatchedFilm, details: WatchDetails, logged: Date) {
        self.id = id
        self.member = member
        self.film = film
        self.details = details
        self.logged = logged
    }

    public func with(_ details: WatchDetails) -> Watch {
        var changed = Watch(id: id, member: member, film: film, details: details, logged: logged)
        changed.isReviewed = isReviewed
        return changed
    }
}
