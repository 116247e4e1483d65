/// The words of the account pages (sign up, sign in, settings, a person's page) and of the forms for
/// saving and reviewing, in one language (``Strings/account``).
public struct AccountStrings: Sendable {
    public let signUp: String
    public let signIn: String
    public let signOut: String
    public let createAccount: String
    public let haveAccount: String
    public let noAccount: String
    public let name: String
    public let nameHint: String
    /// Under the full name on sign-up: where it is shown.
    public let fullNameHint: String
    public let givenName: String
    public let familyName: String
    public let password: String
    public let passwordHint: String
    public let currentPassword: String
    public let newPassword: String
    public let settings: String
    public let changeName: String
    public let changeFullName: String
    public let changePassword: String
    public let saveChanges: String
    public let changesSaved: String
    public let deleteAccount: String
    public let deleteAccountWarning: String
    public let deleteAccountConfirm: String
    public let accountDeleted: String
    public let formExpired: String
    /// The settings' list of sessions.
    public let sessions: String
    public let sessionsHint: String
    public let thisDevice: String
    /// The settings' link to the member's public page (`/u/{name}`).
    public let publicPage: String
    public let unknownDevice: String
    /// "Signed in 23 November 2026".
    public let signedInOn: @Sendable (_ date: String) -> String
    public let signOutElsewhere: String
    public let signedOutElsewhere: String
    /// "Joined November 2026": `{date}` stands for the day.
    public let joined: @Sendable (_ date: String) -> String
    public let reviewsBy: @Sendable (_ name: String) -> String
    public let noReviewsBy: @Sendable (_ name: String) -> String
    public let signInToSave: String
    public let signInToReview: String
    public let remove: String
    public let cancel: String
    public let writeReview: String
    public let editReview: String
    public let rating: String
    public let reviewText: String
    public let spoilersLabel: String
    public let publish: String
    public let deleteReview: String
    public let deleteReviewQuestion: @Sendable (_ title: String) -> String
    public let showSpoiler: String
    public let previous: String
    public let next: String
    /// "Signed in to https://movies.example as ana."
    public let signedInTo: @Sendable (_ server: String, _ name: String) -> String
    public let signedOutOf: @Sendable (_ server: String) -> String
    /// "Made the account ana on https://movies.example, and signed in."
    public let signedUpTo: @Sendable (_ server: String, _ name: String) -> String
    public let notSignedInTo: @Sendable (_ server: String) -> String
}

extension Strings {
    /// The words of the account pages and of the save and review forms.
    public var account: AccountStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
