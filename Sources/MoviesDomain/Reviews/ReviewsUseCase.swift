public import Foundation

/// Write (create or replace) and delete one's review of a film; read a film's reviews with their average,
/// and a person's reviews. A review is written on the member's newest watch of the film (replacing the review
/// it has), or, when they have not logged the film, on a new watch of no known day.
public struct ReviewsUseCase: Sendable {
    public static let pageSize = 20

    private let reviews: any ReviewsRepository
    private let diary: any DiaryRepository
    private let opinions: any MemberOpinionsRepository
    private let users: any MemberDirectory
    private let follows: any FollowsRepository
    private let films: FilmSource
    private let blocked: BlockedReviewCounts
    private let now: @Sendable () -> Date

    /// `comments`: where each review's comments are, for counting those a reader sees.
    public init(
        reviews: any ReviewsRepository, diary: any DiaryRepository, opinions: any MemberOpinionsRepository,
        users: any MemberDirectory, follows: any FollowsRepository, films: FilmSource,
        comments: (any CommentsRepository)? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        blocked = BlockedReviewCounts(reviews: reviews, follows: follows, comments: comments)
        self.reviews = reviews
        self.diary = diary
        self.opinions = opinions
        self.users = users
        self.follows = follows
        self.films = films
        self.now = now
    }

    /// Writes `user`'s review of a film of this installation's source (its title is looked up there).
    public func write(_ content: ReviewDraft, about film: FilmReference, by user: User.ID) async throws -> Review {
        let time = now().roundedToMilliseconds
        if let newest = try await diary.watches(of: film, by: user).first,
            let review = try await reviews.write(content, on: newest.id, by: user, at: time)
        {
            return review
        }
        let watched = WatchedFilm(try await films.movie(film), reference: film)
        let details = try WatchDetails(day: nil, rating: content.rating, isRewatch: false, isLiked: false)
        let watch = Watch(
            id: .make(), member: user, film: watched, details: details, logged: time,
            review: WatchReview(content, written: time))
        try await diary.add(watch)
        guard let review = try await reviews.review(of: film, by: user) else { throw AccountError.notFound }
        return review
    }

    @discardableResult
    public func delete(reviewOf film: FilmReference, by user: User.ID) async throws -> Bool {
        try await reviews.deleteReview(of: film, by: user)
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        try await reviews.review(of: film, by: user)
    }

    /// A page of the film's reviews, as ``Privacy`` lets `viewer` see them: none of a member across a block
    /// either way (left out of the page and its count), the day of its watch only where the diary is theirs
    /// to read, and its comments counted as they see them.
    public func reviews(
        of film: FilmReference, page: PageNumber = .first, seenBy viewer: User.ID? = nil
    ) async throws -> Paged<Review> {
        let found = try await reviews.reviews(of: film, page: page, pageSize: Self.pageSize)
        var shown: [Review] = []
        for review in found.items {
            let privacy = try await Privacy.between(viewer, review.author, follows: follows, diary: diary)
            if privacy.seesActivity { shown.append(privacy.shown(review)) }
        }
        return Paged(
            items: try await blocked.counted(shown, seenBy: viewer), page: found.page, pageSize: found.pageSize,
            totalCount: found.totalCount - (found.items.count - shown.count))
    }

    /// How many reviews the film has and their average, as `viewer` sees them: none of a member across a
    /// block either way.
    public func summary(of film: FilmReference, seenBy viewer: User.ID? = nil) async throws -> ReviewSummary {
        try await blocked.summary(of: film, seenBy: viewer)
    }

    /// How many members gave the film each rating.
    public func ratingHistogram(of film: FilmReference) async throws -> RatingHistogram {
        try await opinions.ratingHistogram(of: film)
    }

    /// Whose of the film's reviews `member` likes.
    public func likedReviews(of film: FilmReference, by member: User.ID) async throws -> Set<User.ID> {
        try await opinions.likedReviews(of: film, by: member)
    }

    /// `member` finds the review of the film by the member named `author` helpful: one like a member a
    /// review, so liking again changes nothing. One's own review is not one's to like, nor the review of a
    /// member either blocked (for the blocked, as if there were none).
    public func like(reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID) async throws {
        let author = try await reviewer(named: author)
        guard author != member else { throw ReviewLikeError.ownReview }
        let standing = try await follows.standing(of: member, toward: author)
        guard !standing.blocks, !standing.blockedBy else { throw ReviewLikeError.noSuchReview }
        guard try await opinions.like(reviewOf: film, by: author, from: member, at: now().roundedToMilliseconds)
        else { throw ReviewLikeError.noSuchReview }
    }

    /// Takes `member`'s like of the review back; false when they did not like it.
    @discardableResult
    public func unlike(
        reviewOf film: FilmReference, byPersonNamed author: UserName, from member: User.ID
    ) async throws
        -> Bool
    {
        try await opinions.unlike(reviewOf: film, by: try await reviewer(named: author), from: member)
    }

    private func reviewer(named name: UserName) async throws -> User.ID {
        guard let author = try await users.user(named: name) else { throw ReviewLikeError.noSuchReview }
        return author.id
    }

    /// The reviews of the person with this name, as ``Privacy`` lets `viewer` see them;
    /// ``AccountError/notFound`` if nobody has it, or its member blocked the viewer.
    public func reviews(
        byPersonNamed name: UserName, page: PageNumber = .first, seenBy viewer: User.ID? = nil
    ) async throws
        -> (person: User, reviews: Paged<Review>)
    {
        guard let person = try await users.user(named: name) else { throw AccountError.notFound }
        let privacy = try await Privacy.between(viewer, person.id, follows: follows, diary: diary)
        guard privacy.seesMember else { throw AccountError.notFound }
        let found = try await reviews.reviews(by: person.id, page: page, pageSize: Self.pageSize)
        guard privacy.seesActivity else {
            return (person, Paged(items: [], page: found.page, pageSize: found.pageSize, totalCount: 0))
        }
        return (person, found.map(privacy.shown))
    }
}
