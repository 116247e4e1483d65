public import Foundation

/// Write (create or replace) and delete one's review of a film; read a film's reviews with their average,
/// and a person's reviews.
public struct ReviewsUseCase: Sendable {
    public static let pageSize = 20

    private let reviews: any ReviewsRepository
    private let users: any MemberDirectory
    private let films: FilmSource
    private let now: @Sendable () -> Date

    public init(
        reviews: any ReviewsRepository, users: any MemberDirectory, films: FilmSource,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.reviews = reviews
        self.users = users
        self.films = films
        self.now = now
    }

    /// Writes `user`'s review of a film of this installation's source (its title is looked up there).
    public func write(_ content: ReviewDraft, about film: FilmReference, by user: User.ID) async throws -> Review {
        let movie = try await films.movie(film)
        let reviewed = Review.Film(reference: film, title: movie.title, year: movie.releaseDate.year)
        return try await reviews.write(content, about: reviewed, by: user, at: now().roundedToMilliseconds)
    }

    @discardableResult
    public func delete(reviewOf film: FilmReference, by user: User.ID) async throws -> Bool {
        try await reviews.deleteReview(of: film, by: user)
    }

    public func review(of film: FilmReference, by user: User.ID) async throws -> Review? {
        try await reviews.review(of: film, by: user)
    }

    public func reviews(of film: FilmReference, page: PageNumber = .first) async throws -> Paged<Review> {
        try await reviews.reviews(of: film, page: page, pageSize: Self.pageSize)
    }

    public func summary(of film: FilmReference) async throws -> ReviewSummary {
        try await reviews.summary(of: film)
    }

    /// The reviews of the person with this name; ``AccountError/notFound`` if nobody has it.
    public func reviews(
        byPersonNamed name: UserName, page: PageNumber = .first
    ) async throws
        -> (person: User, reviews: Paged<Review>)
    {
        guard let person = try await users.user(named: name) else { throw AccountError.notFound }
        return (person, try await reviews.reviews(by: person.id, page: page, pageSize: Self.pageSize))
    }
}
