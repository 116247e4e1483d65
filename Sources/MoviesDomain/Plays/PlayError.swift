/// Why a play cannot be chosen for.
public enum PlayError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    /// It is settled already: only a play waiting for a film is chosen for.
    case notWaiting
    /// Tokens are kept with the accounts, on the server.
    case noTokensHere

    public var description: String {
        switch self {
        case .notFound: "no play of yours has that id"
        case .notWaiting: "that play is settled already: only a play waiting for its film is chosen for"
        case .noTokensHere: "play tokens are made where the accounts are kept: on the server"
        }
    }
}
