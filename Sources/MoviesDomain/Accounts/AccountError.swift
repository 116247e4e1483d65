/// What an account operation refuses; each reads as one line.
public enum AccountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Another account has this name (compared whatever the case or width).
    case nameTaken(String)
    /// The name reads as another member's (`a1ice` beside `alice`): the name asked for, and theirs.
    case nameTooClose(String, existing: String)
    /// The name or the password is wrong: one answer for both, so it tells nobody which names exist.
    case invalidCredentials
    case notFound

    public var description: String {
        switch self {
        case .nameTaken(let name): "the name '\(name)' is taken"
        case .nameTooClose(let name, let existing):
            "the name '\(name)' looks too much like '\(existing)', a member's name"
        case .invalidCredentials: "the name or the password is wrong"
        case .notFound: "there is no such account"
        }
    }
}
