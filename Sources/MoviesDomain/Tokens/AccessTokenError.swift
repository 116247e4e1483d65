/// What making or using an access token refuses; each reads as one line.
public enum AccessTokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The label is empty, longer than ``AccessTokensUseCase/maxLabelLength`` or holds a control character
    /// or a bidirectional one.
    case invalidLabel
    /// The expiry is not a whole number of days from 1 to ``AccessTokensUseCase/maxDays``.
    case invalidExpiry
    /// The member has ``AccessTokensUseCase/maxTokens`` tokens already.
    case tooMany
    /// No token of the member's has this id.
    case notFound

    public var description: String {
        switch self {
        case .invalidLabel:
            "a label is 1 to \(AccessTokensUseCase.maxLabelLength) characters, with no control, bidirectional or invisible character"
        case .invalidExpiry: "a token expires in 1 to \(AccessTokensUseCase.maxDays) days, or never"
        case .tooMany: "an account keeps \(AccessTokensUseCase.maxTokens) tokens at most: revoke one first"
        case .notFound: "there is no such token"
        }
    }
}
