/// Why a review cannot be liked.
public enum ReviewLikeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The member has no review of the film.
    case noSuchReview
    /// A member's own review is theirs to edit, not to like.
    case ownReview

    public var description: String {
        switch self {
        case .noSuchReview: "there is no such review"
        case .ownReview: "one's own review cannot be liked"
        }
    }
}
