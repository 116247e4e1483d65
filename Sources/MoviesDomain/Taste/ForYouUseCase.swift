public import Foundation

/// For you: from a member's own rated watches, films they have not watched, ranked by how they are likely
/// to rate them, each with why; films they set aside stay gone. With fewer than ``minimumRatings`` rated
/// films, films critics love in the genres they watched, and how many more ratings it needs.
public struct ForYouUseCase: ForYouProviding {
    public static let minimumRatings = 10
    public static let count = 20

    private let diary: any DiaryRepository
    private let dismissed: any DismissedFilmsRepository
    private let recommendations: any RecommendationsRepository
    private let kindred: (any KindredRatingsRepository)?
    private let now: @Sendable () -> Date

    public init(
        diary: any DiaryRepository, dismissed: any DismissedFilmsRepository,
        recommendations: any RecommendationsRepository, kindred: (any KindredRatingsRepository)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.diary = diary
        self.dismissed = dismissed
        self.recommendations = recommendations
        self.kindred = kindred
        self.now = now
    }

    public func forYou(_ member: User.ID, limit: Int = Self.count) async throws -> ForYou {
        async let reading = diary.diaryFilms(of: member)
        async let setAside = dismissed.dismissed(by: member)
        // Read beside the member's own: they are found by the member's ratings as the store keeps them.
        async let kin =
            kindred?.kindredRatings(
                of: member, minimumShared: KindredTaste.minimumShared, limit: KindredTaste.neighbours * 2) ?? [:]
        let diaryFilms = try await reading
        let ratings = diaryFilms.ratings
        let excluded = diaryFilms.watched.union(try await setAside)
        guard ratings.count >= Self.minimumRatings else {
            // The genres of most films watched, as their statistics count them.
            let counts: [(genre: Genre, films: Int)] = try await diary.tally(of: member, year: nil).genres.compactMap {
                if case .known(let genre) = $0.key { (genre, $0.count) } else { nil }
            }
            let most = counts.sorted { ($0.films, $1.genre.rawValue) > ($1.films, $0.genre.rawValue) }.prefix(3)
                .map(\.genre)
            let films = try await recommendations.wellLoved(genres: most, excluding: excluded, limit: limit)
            return ForYou(films: films, ratingsNeeded: Self.minimumRatings - ratings.count, rated: ratings.count)
        }
        let films = try await recommendations.forYou(
            from: ratings, excluding: excluded, kindred: KindredTaste(ratings, others: try await kin), limit: limit)
        return ForYou(films: films, ratingsNeeded: 0, rated: ratings.count)
    }

    /// The member is not interested in the film: it is not recommended to them again.
    public func dismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        try await dismissed.dismiss(film, by: member, at: now())
    }

    public func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        try await dismissed.undismiss(film, by: member)
    }
}
