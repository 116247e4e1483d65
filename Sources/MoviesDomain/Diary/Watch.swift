public import Foundation

/// One time a member watched a film: the day (or that the day is not known), the rating they gave that day,
/// whether it was a rewatch, whether they liked it, and the review they wrote that time. A film may be watched
/// any number of times.
public struct Watch: Sendable, Identifiable, Equatable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let id: ID
    public let member: User.ID
    public let film: WatchedFilm
    public let details: WatchDetails
    /// When it was logged (the order of two watches on one day).
    public let logged: Date
    /// When the member liked the film with this watch: nil when it is not liked, or was liked before likes
    /// kept their time.
    public let liked: Date?
    /// What the member wrote of the film with this watch; its rating is the watch's.
    public var review: WatchReview?
    /// The members the member named as watching with them, by name, in the order of names
    /// (``TogetherRepository``): "with ana".
    public var companions: [String] = []
    /// Where it was recorded, when not logged here by hand: "from Jellyfin".
    public var source: WatchSource?

    /// The mark the diary shows.
    public var isReviewed: Bool { review != nil }

    public init(
        id: ID, member: User.ID, film: WatchedFilm, details: WatchDetails, logged: Date, liked: Date? = nil,
        review: WatchReview? = nil
    ) {
        self.id = id
        self.member = member
        self.film = film
        self.details = details
        self.logged = logged
        self.liked = details.isLiked ? liked : nil
        self.review = review
    }

    /// The watch as `details` say, changed at `time`: a like it did not have is of that time, one it had
    /// keeps its own, and one taken back is gone.
    public func with(_ details: WatchDetails, at time: Date? = nil) -> Watch {
        let liked = details.isLiked ? (self.details.isLiked ? self.liked : time) : nil
        var changed = Watch(
            id: id, member: member, film: film, details: details, logged: logged, liked: liked, review: review)
        changed.companions = companions
        changed.source = source
        return changed
    }
}
