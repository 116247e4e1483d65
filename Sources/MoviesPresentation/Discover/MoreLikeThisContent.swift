public import MoviesDomain

/// What a details screen shows after the film: its series in order and films like it. Both are extras:
/// a source that cannot say leaves them empty rather than failing the screen.
public struct MoreLikeThisContent: Sendable {
    public let series: [MoviesListItemViewModel]
    public let similar: [MoviesListItemViewModel]

    public static let none = MoreLikeThisContent(series: [], similar: [])

    public init(series: [MoviesListItemViewModel], similar: [MoviesListItemViewModel]) {
        self.series = series
        self.similar = similar
    }

    public init(_ more: MoreLikeThis, strings: Strings) {
        series = more.series.map { MoviesListItemViewModel(movie: $0, strings: strings) }
        similar = more.similar.map { MoviesListItemViewModel(movie: $0, strings: strings) }
    }

    /// The films after `movie`, or none when the source cannot tell now.
    public static func load(for movie: Movie, using useCase: MoreLikeThisUseCase, strings: Strings) async -> Self {
        guard let more = try? await useCase.execute(for: movie) else { return .none }
        return MoreLikeThisContent(more, strings: strings)
    }
}
