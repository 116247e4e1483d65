public import MoviesDomain

/// For you as a screen shows it: each film with the rating likely and its reasons in words, what the list
/// is made from, and what the last change did.
public struct ForYouState: Sendable, Equatable {
    public struct Row: Sendable, Equatable, Identifiable {
        public let recommendation: Recommendation
        public let film: FilmReference
        public let title: String
        public let year: Int?
        public let posterPath: String?
        /// "About 8/10 for you"; nil for a film shown because critics love it.
        public let likelyText: String?
        public let reasons: [String]
        public var id: Movie.ID { recommendation.movie.id }
    }

    public var heading = ""
    /// "From your 42 rated films…", or how many more ratings it needs.
    public var intro = ""
    public var rows: [Row] = []
    public var forYou: ForYou?
    public var emptyText = ""
    /// What the last change did: "“Heat” will not be suggested again."
    public var notice: String?
    /// The film the last change was about, to undo it.
    public var changed: FilmReference?
    public var failure: ScreenFailure?

    public init() {}

    /// The films as a row of cards, for the home page.
    public func row(strings: Strings) -> FilmsRow {
        FilmsRow(
            title: heading,
            items: rows.map { MoviesListItemViewModel(movie: $0.recommendation.movie, strings: strings) })
    }
}
