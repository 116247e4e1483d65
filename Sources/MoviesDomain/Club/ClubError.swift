/// Why a follow or a block is refused. Each reads as one line.
public enum ClubError: Error, Equatable, Sendable, CustomStringConvertible {
    case followingOneself
    case blockingOneself
    /// The member asked to follow someone they blocked: the name.
    case blockedByYou(String)

    public var description: String {
        switch self {
        case .followingOneself: "you cannot follow yourself"
        case .blockingOneself: "you cannot block yourself"
        case .blockedByYou(let name): "you blocked \(name): unblock them first to follow them"
        }
    }
}
