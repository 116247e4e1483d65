public import MoviesDomain

/// A list of follows a page at a time, as ``Privacy`` lets the viewer see it: a member's followers, whom
/// they follow, or the members the viewer blocked (theirs alone).
public actor FollowsViewModel {
    public enum Kind: Sendable, Equatable {
        case followers(of: String)
        case following(of: String)
        case blocked
    }

    private let kind: Kind
    private let viewer: User.ID?
    private let follows: FollowsUseCase
    public let strings: Strings
    public private(set) var state = FollowsState()

    public init(_ kind: Kind, viewer: User.ID?, follows: FollowsUseCase, strings: Strings = .english) {
        self.kind = kind
        self.viewer = viewer
        self.follows = follows
        self.strings = strings
    }

    public func didLoad(page: PageNumber = .first) async {
        let words = strings.club
        var next = FollowsState()
        do {
            switch kind {
            case .followers(let name):
                let (member, follows) = try await follows.followers(named: name, seenBy: viewer, page: page)
                show(follows, of: member, heading: words.followersOf, empty: words.noFollowers, in: &next)
            case .following(let name):
                let (member, follows) = try await follows.following(named: name, seenBy: viewer, page: page)
                show(follows, of: member, heading: words.followingOf, empty: words.noFollowing, in: &next)
            case .blocked:
                guard let viewer else { throw AccountError.notFound }
                let blocked = try await follows.blocked(by: viewer)
                next.heading = words.blockedHeading
                next.rows = blocked.map { FollowRow($0, strings: strings) }
                next.totalCount = blocked.count
                next.emptyText = blocked.isEmpty ? words.noBlocked : nil
            }
        } catch {
            next.failure = ScreenFailure(error, strings: strings)
        }
        state = next
    }

    private func show(
        _ follows: Paged<Follow>, of member: User, heading: ClubStrings.Named, empty: ClubStrings.Named,
        in state: inout FollowsState
    ) {
        let name = member.name.text
        state.heading = heading(name)
        state.ownerName = name
        state.rows = follows.items.map { FollowRow($0, strings: strings) }
        state.emptyText = follows.items.isEmpty ? empty(name) : nil
        (state.page, state.totalPages, state.totalCount) = (follows.page, follows.totalPages, follows.totalCount)
    }
}
