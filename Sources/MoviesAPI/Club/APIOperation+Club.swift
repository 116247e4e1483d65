extension APIOperation {
    public static let listFollowers = APIOperation(
        "listFollowers", .get, "/api/members/{name}/followers",
        summary:
            "Who follows the member, newest first, as the caller may see it (a 404 for a member who blocked the caller, as for nobody).",
        tag: .members, access: .anyone,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64)),
            .query("page", .integer(minimum: 1, maximum: 500)),
        ],
        answers: [.ok("The members.", .ref("Follows")), .notFound])

    public static let listFollowing = APIOperation(
        "listFollowing", .get, "/api/members/{name}/following",
        summary: "Whom the member follows, newest first, as the caller may see it.",
        tag: .members, access: .anyone,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64)),
            .query("page", .integer(minimum: 1, maximum: 500)),
        ],
        answers: [.ok("The members.", .ref("Follows")), .notFound])

    public static let followMember = APIOperation(
        "followMember", .put, "/api/members/{name}/follow",
        summary:
            "Follow the member (one-way); a 409 `blocked` for a member the caller blocked, a 404 for one who blocked the caller, as for nobody.",
        tag: .members, access: .member,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.ok("What changed.", .ref("FollowChange")), .notFound, .conflict])

    public static let unfollowMember = APIOperation(
        "unfollowMember", .delete, "/api/members/{name}/follow", summary: "Stop following the member.",
        tag: .members, access: .member,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.ok("What changed.", .ref("FollowChange")), .notFound])

    public static let blockMember = APIOperation(
        "blockMember", .put, "/api/members/{name}/block",
        summary:
            "Block the member, silently: the follows between the two end either way, and neither sees the other's activity.",
        tag: .members, access: .member,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.ok("What changed.", .ref("FollowChange")), .notFound])

    public static let unblockMember = APIOperation(
        "unblockMember", .delete, "/api/members/{name}/block", summary: "Unblock the member.",
        tag: .members, access: .member,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.ok("What changed.", .ref("FollowChange")), .notFound])

    public static let listBlocked = APIOperation(
        "listBlocked", .get, "/api/me/blocked", summary: "The members the caller blocked, newest first.",
        tag: .members, access: .member,
        answers: [.ok("The members.", .ref("Follows"))])

    public static let getFeed = APIOperation(
        "getFeed", .get, "/api/feed",
        summary:
            "The caller's feed: what the members they follow watched (public diaries), reviewed and listed (public lists), newest first, a page at a time from a cursor.",
        tag: .members, access: .member,
        parameters: [
            .query(
                "after", .string(maxLength: 240),
                "The `next` (or an activity's `place`) of a page read before: the page holds what is older.")
        ],
        answers: [.ok("A page.", .ref("Feed"))])

    public static let getMemberActivity = APIOperation(
        "getMemberActivity", .get, "/api/members/{name}/activity",
        summary:
            "What the member did that anyone may see (as a visitor signed out would: a public diary's watches, reviews, public lists), newest first, a page at a time from a cursor; what `/u/{name}/activity.rss` tells a feed reader. A 404 for nobody of the name.",
        tag: .members, access: .anyone,
        parameters: [
            .path("name", .string(minLength: 1, maxLength: 64)),
            .query(
                "after", .string(maxLength: 240),
                "The `next` (or an activity's `place`) of a page read before: the page holds what is older."),
        ],
        answers: [.ok("A page.", .ref("Feed")), .notFound])

    public static let listComments = APIOperation(
        "listComments", .get, "/api/comments",
        summary:
            "The comments under a review or list, oldest first, as the caller may see them (none of members the caller blocked or was blocked by); the review whole. A 404 for a review or list the caller may not see.",
        tag: .members, access: .anyone,
        parameters: [
            .query(
                "on", .string(minLength: 1, maxLength: 64), "The review's id (its `watch`) or the list's.",
                required: true),
            .query("page", .integer(minimum: 1, maximum: 1000)),
        ],
        answers: [.ok("A page of comments.", .ref("Comments")), .notFound])

    public static let addComment = APIOperation(
        "addComment", .post, "/api/comments",
        summary:
            "Comment on a review or list: 1 to 2,000 characters, at most 30 a minute and 300 a day (then a 429 `too_many_comments`). A 409 `blocked` under a member the caller blocked; a 404 under one who blocked the caller.",
        tag: .members, access: .member,
        body: .json(.ref("CommentDraft")),
        answers: [.created("The comment.", .ref("Comment")), .notFound, .conflict])

    public static let getComment = APIOperation(
        "getComment", .get, "/api/comments/{id}", summary: "One comment, as the caller may see it.",
        tag: .members, access: .anyone,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.ok("The comment.", .ref("Comment")), .notFound])

    public static let editComment = APIOperation(
        "editComment", .put, "/api/comments/{id}", summary: "Rewrite one's own comment; a 403 for another's.",
        tag: .members, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        body: .json(.ref("CommentDraft")),
        answers: [.ok("The comment as it is now.", .ref("Comment")), .notFound])

    public static let deleteComment = APIOperation(
        "deleteComment", .delete, "/api/comments/{id}",
        summary: "Delete one's own comment, or any under one's review or list.",
        tag: .members, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.noContent("Deleted."), .notFound])

    public static let nameCompanions = APIOperation(
        "nameCompanions", .put, "/api/diary/{id}/with",
        summary: "Name the members one watched with on a watch, in place of those named; each new one is offered it.",
        tag: .diary, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        body: .json(.ref("Companions")),
        answers: [.ok("The watch as it is now.", .ref("Watch")), .notFound])

    public static let acceptOffer = APIOperation(
        "acceptOffer", .post, "/api/offers/{id}",
        summary:
            "Accept a watch offered to you: your own watch of that day with your rating, or a watch of yours given.",
        tag: .members, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        body: .json(.ref("OfferAnswer")),
        answers: [.created("Your watch.", .ref("Watch")), .notFound])

    public static let dismissOffer = APIOperation(
        "dismissOffer", .delete, "/api/offers/{id}", summary: "Dismiss a watch offered to you.",
        tag: .members, access: .member,
        parameters: [
            .path("id", .string(minLength: 1, maxLength: 64))
        ],
        answers: [.noContent("Deleted."), .notFound])

    public static let listOffers = APIOperation(
        "listOffers", .get, "/api/offers",
        summary: "The watches members named you on, waiting for your answer, newest first.",
        tag: .members, access: .member,
        answers: [.ok("The offers.", .ref("Offers"))])
}
