/// Whose recent searches these are: the command line's own list on this machine, a web visitor's (known
/// by the signed cookie their browser carries), or a member's, wherever they search from.
public enum HistoryOwner: Hashable, Sendable {
    case commandLine
    case visitor(String)
    case member(User.ID)

    /// The key a store keeps the list under: `""`, the visitor's id, or `user:42`.
    public var key: String {
        switch self {
        case .commandLine: ""
        case .visitor(let id): id
        case .member(let id): "user:\(id.rawValue)"
        }
    }
}
