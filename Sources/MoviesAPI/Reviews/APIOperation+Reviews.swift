extension APIOperation {
    public static let writeReview = APIOperation(
        "writeReview", .put, "/api/movies/{id}/review", summary: "Write or replace one's review of a film",
        tag: .reviews, access: .member,
        parameters: [
            .film("id")
        ],
        body: .json(.ref("ReviewDraft")),
        answers: [.ok("The review", .ref("Review")), .notFound])

    public static let deleteReview = APIOperation(
        "deleteReview", .delete, "/api/movies/{id}/review", summary: "Delete one's review of a film",
        tag: .reviews, access: .member,
        parameters: [
            .film("id")
        ],
        answers: [.noContent("Done."), .notFound])

    public static let reviews = APIOperation(
        "reviews", .get, "/api/movies/{id}/reviews",
        summary: "A film's reviews, most helpful first, with their average and members' ratings counted",
        tag: .reviews, access: .anyone,
        parameters: [
            .film("id"),
            .query(
                "page", .integer(minimum: 1, maximum: 500).defaulting(to: 1),
                "20 results a page; a page past the last has none"),
        ],
        answers: [.ok("A page of reviews", .ref("Reviews")), .notFound])

    public static let likeReview = APIOperation(
        "likeReview", .put, "/api/movies/{id}/reviews/{author}/like",
        summary:
            "Find a member's review helpful: one like a member a review, so again changes nothing; one's own is a 400",
        tag: .reviews, access: .member,
        parameters: [
            .film("id"),
            .path("author", .string(minLength: 1, maxLength: 64), "the review's author, by name", example: "ana"),
        ],
        answers: [.noContent("Done."), .notFound])

    public static let unlikeReview = APIOperation(
        "unlikeReview", .delete, "/api/movies/{id}/reviews/{author}/like",
        summary: "Take one's like of a review back; a 404 `not_liked` when there was none",
        tag: .reviews, access: .member,
        parameters: [
            .film("id"),
            .path("author", .string(minLength: 1, maxLength: 64), "the review's author, by name", example: "ana"),
        ],
        answers: [.noContent("Done."), .notFound])
}
