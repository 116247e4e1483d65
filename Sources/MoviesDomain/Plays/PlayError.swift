/// Why a play cannot be chosen for.
public enum PlayError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    /// It is settled already: only a play waiting for a film is chosen for.
    case notWaiting

    public var description: String {
        switch self {
        case .notFound: "no play of yours has that id"
        case .notWaiting: "that play is settled already: only a play waiting for its film is chosen for"
        }
    }
}
