/// Who may see what of a member's film life, decided here and only here: the pages, the API, the command
/// line and what members are suggested (tonight's pick, For you) ask it of the viewer (nobody, when signed
/// out) and the member whose things they are.
///
/// A member is there for everyone but the members they blocked, to whom they are as nobody with that
/// name (a block is never told). Neither of two members one of whom blocked the other sees the other's
/// activity: watches, reviews, lists, follows. A diary is the viewer's to read when it is their own or
/// public; a list when it is their own or public. A private diary shapes nothing another member is
/// suggested, unless its member lets it shape their friends' picks, and then nothing is said of it.
public struct Privacy: Sendable, Equatable {
    public let isOwn: Bool
    public let standing: Standing
    public let diaryIsPublic: Bool
    /// The member lets their private diary shape picks, unnamed.
    public let diaryShapesPicks: Bool

    public init(isOwn: Bool, standing: Standing, diaryIsPublic: Bool, diaryShapesPicks: Bool = false) {
        self.isOwn = isOwn
        self.standing = standing
        self.diaryIsPublic = diaryIsPublic
        self.diaryShapesPicks = diaryShapesPicks
    }

    /// Whether the member is there at all for the viewer.
    public var seesMember: Bool { isOwn || !standing.blockedBy }

    /// Whether the viewer sees what the member does: reviews, public lists, followers and following.
    public var seesActivity: Bool { isOwn || !(standing.blocks || standing.blockedBy) }

    /// Whether the viewer reads the member's diary, its statistics and its feed.
    public var seesDiary: Bool { isOwn || (diaryIsPublic && seesActivity) }

    /// Whether the viewer sees a list of the member's that is public or not.
    public func sees(listThatIsPublic isPublic: Bool) -> Bool { isOwn || (isPublic && seesActivity) }

    /// How far the member's diary reaches into what the viewer is suggested with them.
    public var tasteReach: TasteReach {
        if seesDiary { return .named }
        return seesActivity && diaryShapesPicks ? .unnamed : .none
    }
}

extension Privacy {
    /// The rule between `viewer` and `owner`, read from the stores. Without `follows` nobody blocked
    /// anybody; without `diary` the diary counts as private (for what is not the diary: lists, reviews).
    /// `forTaste`: whether what the viewer is suggested is asked (the member's leave to shape picks is read).
    public static func between(
        _ viewer: User.ID?, _ owner: User.ID, follows: (any FollowsRepository)?, diary: (any DiaryRepository)?,
        forTaste: Bool = false
    ) async throws -> Privacy {
        if viewer == owner { return Privacy(isOwn: true, standing: .strangers, diaryIsPublic: true) }
        var standing = Standing.strangers
        if let viewer, let follows { standing = try await follows.standing(of: viewer, toward: owner) }
        let isPublic = try await diary?.isPublic(owner) ?? false
        let shapesPicks = forTaste && !isPublic ? try await diary?.shapesPicks(owner) ?? false : false
        return Privacy(isOwn: false, standing: standing, diaryIsPublic: isPublic, diaryShapesPicks: shapesPicks)
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
