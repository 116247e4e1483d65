/// The JSON API of Club: its operations (`APIOperation+Club.swift`) and documents (`Schema+Club.swift`).
enum ClubAPI: FeatureAPI {
    static let operations: [APIOperation] = [
        .listFollowers, .listFollowing, .followMember, .unfollowMember, .blockMember, .unblockMember, .listBlocked,
        .getFeed, .getMemberActivity, .listComments, .addComment, .getComment, .editComment, .deleteComment,
        .nameCompanions, .acceptOffer,
        .dismissOffer, .listOffers,
    ]

    static let schemas: KeyValuePairs<String, Schema> = [
        "Follows": .follows, "FollowChange": .followChange, "Feed": .feed, "Comment": .comment, "Comments": .comments,
        "CommentDraft": .commentDraft, "Companions": .companions, "OfferAnswer": .offerAnswer, "Offers": .offers,
    ]
}
