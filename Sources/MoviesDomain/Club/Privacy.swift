/// Who may see what of a member's film life, decided here and only here: the pages, the API and the
/// command line ask it of the viewer (nobody, when signed out) and the member whose things they are.
///
/// A member is there for everyone but the members they blocked, to whom they are as nobody with that
/// name (a block is never told). Neither of two members one of whom blocked the other sees the other's
/// activity: watches, reviews, lists, follows. A diary is the viewer's to read when it is their own or
/// public; a list when it is their own or public.
public struct Privacy: Sendable, Equatable {
    public let isOwn: Bool
    public let standing: Standing
    public let diaryIsPublic: Bool

    public init(isOwn: Bool, standing: Standing, diaryIsPublic: Bool) {
        self.isOwn = isOwn
        self.standing = standing
        self.diaryIsPublic = diaryIsPublic
    }

    /// Whether the member is there at all for the viewer.
    public var seesMember: Bool { isOwn || !standing.blockedBy }

    /// Whether the viewer sees what the member does: reviews, public lists, followers and following.
    public var seesActivity: Bool { isOwn || !(standing.blocks || standing.blockedBy) }

    /// Whether the viewer reads the member's diary, its statistics and its feed.
    public var seesDiary: Bool { isOwn || (diaryIsPublic && seesActivity) }

    /// Whether the viewer sees a list of the member's that is public or not.
    public func sees(listThatIsPublic isPublic: Bool) -> Bool { isOwn || (isPublic && seesActivity) }
}

extension Privacy {
    /// The rule between `viewer` and `owner`, read from the stores. Without `follows` nobody blocked
    /// anybody; without `diary` the diary counts as private (for what is not the diary: lists, reviews).
    public static func between(
        _ viewer: User.ID?, _ owner: User.ID, follows: (any FollowsRepository)?, diary: (any DiaryRepository)?
    ) async throws -> Privacy {
        if viewer == owner { return Privacy(isOwn: true, standing: .strangers, diaryIsPublic: true) }
        var standing = Standing.strangers
        if let viewer, let follows { standing = try await follows.standing(of: viewer, toward: owner) }
        return Privacy(isOwn: false, standing: standing, diaryIsPublic: try await diary?.isPublic(owner) ?? false)
    }
}

extension Privacy {
    /// Whether the viewer sees the review or list, and its comments: a review as the member's activity, a
    /// list as a list.
    public func sees(_ subject: CommentSubject) -> Bool {
        switch subject.kind {
        case .review: seesActivity
        case .list: sees(listThatIsPublic: subject.isPublic)
        }
    }
}
