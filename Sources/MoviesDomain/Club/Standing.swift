/// How one member stands toward another: whether each follows the other, and whether either blocked the
/// other. Strangers by default.
public struct Standing: Sendable, Equatable {
    /// The viewer follows the member.
    public var follows: Bool
    /// The member follows the viewer.
    public var followedBy: Bool
    /// The viewer blocked the member.
    public var blocks: Bool
    /// The member blocked the viewer.
    public var blockedBy: Bool

    public init(follows: Bool = false, followedBy: Bool = false, blocks: Bool = false, blockedBy: Bool = false) {
        self.follows = follows
        self.followedBy = followedBy
        self.blocks = blocks
        self.blockedBy = blockedBy
    }

    public static let strangers = Standing()

    /// Each follows the other: friends, who may name each other on a watch.
    public var isMutual: Bool { follows && followedBy }
}
