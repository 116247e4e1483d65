/// Where films are recommended from: the source's films scored against a member's ratings.
public protocol RecommendationsRepository: Sendable {
    /// Films not among `excluding`, most likely to be rated highest first, from the member's `ratings` (each
    /// film's one rating, 1 to 10) and what members of a taste like theirs make of films (`kindred`).
    func forYou(
        from ratings: [FilmReference: Int], excluding: Set<FilmReference>, kindred: KindredTaste, limit: Int
    ) async throws
        -> [Recommendation]

    /// Films critics and audiences love, of `genres` when given, not among `excluding`.
    func wellLoved(genres: [Genre], excluding: Set<FilmReference>, limit: Int) async throws -> [Recommendation]

    /// Films not among `excluding`, of `filter`, for several members together: the film the member likely
    /// least happy with it rates highest first, then the films the whole group likes more; each with each
    /// member's outlook, in the order of `tastes`. A film a member saved is one they want to see.
    func pick(
        for tastes: [MemberTaste], excluding: Set<FilmReference>, filter: PickFilter, limit: Int
    ) async throws -> [GroupFilm]
}

extension RecommendationsRepository {
    /// From the member's own ratings alone.
    public func forYou(
        from ratings: [FilmReference: Int], excluding: Set<FilmReference>, limit: Int
    ) async throws -> [Recommendation] {
        try await forYou(from: ratings, excluding: excluding, kindred: .none, limit: limit)
    }
}
