/// The ratings of members whose taste can be set beside a member's: what "members with a taste like
/// yours" is made from.
public protocol KindredRatingsRepository: Sendable {
    /// The members with a public diary and no block either way with `member` who rated at least
    /// `minimumShared` of the films `member` rated, the `limit` sharing most, each with their ratings set
    /// beside the member's (each film's one rating, 1 to 10).
    func kindredRatings(
        of member: User.ID, minimumShared: Int, limit: Int
    ) async throws
        -> [User.ID: KindredRatings]
}
