public import Foundation
import MoviesAPI
public import MoviesData
public import MoviesDomain
import NIOHTTP1

/// The signed-in member's saved films and reviews on a Movies server, through its JSON API and their
/// access token: the server decides whose they are, so the member ids the use cases pass are the token's
/// member. Accounts, sessions and attempt counts are the server's own: a client keeps none
/// (``MemberFilmsStore`` is all it implements).
public struct ServerMemberStore: MemberFilmsStore {
    let client: MoviesServerClient
    private let signedIn = SignedInMember()

    public init(client: MoviesServerClient) {
        self.client = client
    }

    /// The member the token acts for, asked once (`/api/me`) for as long as this store is used.
    public func signedInMember() async throws -> User {
        try await signedIn.value { [client] in
            let me: ServerUserDTO = try await client.get(.make(.me))
            guard let user = me.toDomain() else {
                throw MoviesServerError.undecodable(server: client.name, reason: "an account it cannot read")
            }
            return user
        }
    }

    // Saved films.

    public func save(_ film: SavedFilm, poster: PosterImage?, for user: User.ID) async throws -> Bool {
        try await client.send(.make(.saveFilm, film.film.description))
        return true
    }

    public func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        do {
            try await client.send(.make(.removeSaved, film.description))
            return true
        } catch MoviesServerError.refused(404, "not_saved", _) {
            return false
        }
    }

    public func removeAll(for user: User.ID) async throws -> Int {
        let before = try await savedFilms(for: user, page: .first, pageSize: 20).totalCount
        try await client.send(.make(.removeAllSaved))
        return before
    }

    public func undoLastChange(for user: User.ID) async throws -> SavedFilmsChange? {
        let answer: ServerSavedFilmsDTO = try client.decode(try await client.send(.make(.undoSaved)))
        return answer.undoneChange
    }

    /// The server's pages are of 20, as the use case's.
    public func savedFilms(for user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<SavedFilm> {
        let answer: ServerSavedFilmsDTO = try await client.get(
            .make(.savedFilms), query: [("page", String(page.value))])
        return answer.toDomain(pageSize: pageSize)
    }

    /// Asked a hundred films at a time (`/api/marks`).
    public func savedFilms(among films: [FilmReference], for user: User.ID) async throws -> Set<FilmReference> {
        Set(
            try await client.marks(of: films).filter(\.saved).compactMap {
                try? FilmReference($0.id)
            })
    }

    /// Posters stay on the server, which keeps its own copy of each saved film's.
    public func savedPoster(of film: FilmReference) async throws -> PosterImage? { nil }

    // Reviews.

    /// The server writes a member's review of a film on their newest watch of it: the watch a client's
    /// review use case names.
    public func write(
        _ content: ReviewDraft, on watch: Watch.ID, by user: User.ID, at time: Date
    ) async throws
        -> Review?
    {
        guard let film = try await ServerDiaryRepository(client: client).watch(watch, of: user)?.film.reference
        else { return nil }
        let body = ServerReviewDraftDTO(rating: content.rating, text: content.text, spoilers: content.hasSpoilers)
        let review: ServerReviewDTO = try await client.send(
            .make(.writeReview, film.description), json: body)
        guard let written = review.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a review it cannot read")
        }
        return written
    }

    public func deleteReview(of film: FilmReference, by user: User.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.make(.deleteReview, film.description))
    }

    /// The review with its comments, where the server shows it.
    public func review(_ watch: Watch.ID) async throws -> Review? {
        try await ServerCommentsRepository(client: client, members: self).review(watch)
    }

    /// The member's own is found among the film's reviews by their name.
    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        let me = try await signedInMember()
        return try await reviews(of: film, page: .first, pageSize: 20).items.first { $0.authorName == me.name }
    }

    public func reviews(of film: FilmReference, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        let answer = try await reviewsAnswer(film, page: page)
        return Paged(
            items: answer.results.compactMap { $0.toDomain() }, page: answer.page, pageSize: pageSize,
            totalCount: answer.count)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        let answer = try await reviewsAnswer(film, page: .first)
        return ReviewSummary(count: answer.count, averageRating: answer.averageRating)
    }

    /// A member's reviews as their profile lists them (`/api/members/{name}`, the server's pages of 20, as
    /// the caller may see them): the signed-in member's, or another's known by name.
    public func reviews(by user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<Review> {
        let answer: ServerProfileReviewsDTO = try await client.get(
            .make(.getProfile, try await name(of: user)), query: [("page", String(page.value))])
        return Paged(
            items: answer.reviews.compactMap { $0.toDomain() }, page: page.value, pageSize: pageSize,
            totalCount: answer.counts.reviews)
    }

    /// The name the server's routes know `member` by: another member's is in their id, the signed-in
    /// member's is asked (once).
    func name(of member: User.ID) async throws -> String {
        if let known = ServerClubMember.name(of: member) { return known }
        return try await signedInMember().name.text
    }

    func reviewsAnswer(_ film: FilmReference, page: PageNumber) async throws -> ServerReviewsDTO {
        try await client.get(.make(.reviews, film.description), query: [("page", String(page.value))])
    }
}
