public import MoviesDomain

/// Following, unfollowing, blocking and unblocking a member by name, for the signed-in member: what the
/// profile's buttons, `movies follow` and `/api/members/{name}/follow` do.
public actor FollowViewModel {
    public enum Change: String, Sendable, CaseIterable {
        case follow, unfollow, block, unblock
    }

    public struct State: Sendable {
        /// The member's name as the store has it, once found.
        public var name: String?
        /// Whether the change changed anything (following someone one follows already does not).
        public var changed = false
        /// What the change did: "You follow ana now."
        public var notice: String?
        public var failure: ScreenFailure?
    }

    private let member: User.ID
    private let follows: any FollowChanging
    public let strings: Strings
    public private(set) var state = State()

    public init(member: User.ID, follows: any FollowChanging, strings: Strings = .english) {
        self.member = member
        self.follows = follows
        self.strings = strings
    }

    public func did(_ change: Change, name: String) async {
        state = State()
        do {
            let done =
                switch change {
                case .follow: try await follows.follow(named: name, by: member)
                case .unfollow: try await follows.unfollow(named: name, by: member)
                case .block: try await follows.block(named: name, by: member)
                case .unblock: try await follows.unblock(named: name, by: member)
                }
            state.name = done.name.text
            state.changed = done.changed
            state.notice = notice(change, done)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    private func notice(_ change: Change, _ done: FollowChange) -> String {
        let (words, name) = (strings.club, done.name.text)
        return switch (change, done.changed) {
        case (.follow, true): words.followed(name)
        case (.follow, false): words.alreadyFollowing(name)
        case (.unfollow, true): words.unfollowed(name)
        case (.unfollow, false): words.notFollowing(name)
        case (.block, true): words.blocked(name)
        case (.block, false): words.alreadyBlocked(name)
        case (.unblock, true): words.unblocked(name)
        case (.unblock, false): words.notBlocked(name)
        }
    }
}
