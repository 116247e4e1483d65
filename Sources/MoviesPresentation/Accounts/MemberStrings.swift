public import MoviesDomain

/// The words of accounts, saved films and reviews, in one language (``Strings/people``).
public struct MemberStrings: Sendable {
    // Failures.
    public let nameTaken: @Sendable (_ name: String) -> String
    /// A name a reader could not tell from a member's: "“a1ice” is too close to “alice”…".
    public let nameTooClose: @Sendable (_ name: String, _ existing: String) -> String
    public let invalidCredentials: String
    /// A password asked again (settings), where no name was asked.
    public let wrongPassword: String
    public let accountNotFound: String
    public let signInRequired: String
    /// Sign-in is throttled for this name: "Try again in 12 minutes."
    public let tooManyAttempts: @Sendable (_ minutes: Int) -> String
    /// Password checks from one address come too fast, or while one is under way.
    public let tooManyPasswordChecks: String
    public let tooManySignUps: @Sendable (_ minutes: Int) -> String
    public let tooManyWrites: String
    /// Every password check is taken: the server is busy.
    public let busy: String
    public let userName: @Sendable (UserName.Error) -> String
    public let fullName: @Sendable (FullName.Error) -> String
    public let password: @Sendable (Password.Error) -> String
    public let filmID: @Sendable (_ text: String) -> String
    public let filmUnavailable: @Sendable (_ film: String) -> String
    public let ratingOutOfRange: String
    public let reviewTooLong: @Sendable (_ maximum: Int) -> String
    public let reviewTooLarge: @Sendable (_ maximumBytes: Int) -> String
    public let reviewHasBidiControl: String
    public let reviewHasControlCharacter: String

    // Saved films.
    public let savedFilms: String
    public let save: String
    public let saved: String
    public let noSavedFilms: String
    /// "Saved “Heat”."
    public let savedTitle: @Sendable (_ title: String) -> String
    public let savedCount: @Sendable (Int) -> String
    public let removed: String
    public let removedCount: @Sendable (Int) -> String
    public let undo: String
    public let undone: String
    public let nothingToUndo: String
    public let removeAll: String
    public let removeAllQuestion: @Sendable (Int) -> String

    // Reviews.
    public let reviews: String
    public let noReviews: String
    /// "3 reviews · 7.5/10 on average": out of 10, as every rating the app shows.
    public let reviewSummary: @Sendable (_ count: Int, _ average: String) -> String
    public let edited: String
    /// "watched 12 March 2024": the day of the watch a review is on.
    public let watchedOn: @Sendable (_ day: String) -> String
    public let containsSpoilers: String
    public let yourReview: String
    public let reviewSaved: String
    public let reviewDeleted: String
    public let noReviewToDelete: String
}

extension Strings {
    /// The words of accounts, saved films and reviews.
    public var members: MemberStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
