public import MoviesDomain

/// One row of a results list, ready to show. The texts are formatted when a screen reads them, so a
/// front end that only needs the entity (`--json`, the web API) pays nothing for them.
public struct MoviesListItemViewModel: Identifiable, Equatable, Sendable {
    /// The entity behind the row, for machine-readable output (`--json`, the web API).
    public let movie: Movie
    private let strings: Strings

    public init(movie: Movie, strings: Strings = .english) {
        self.movie = movie
        self.strings = strings
    }

    public var id: Movie.ID { movie.id }
    public var title: String { movie.title }
    public var year: Int? { movie.releaseDate.year }
    public var posterPath: String? { movie.posterPath }

    /// The formatted release date, or "To be announced".
    public var releaseText: String { strings.releaseText(movie.releaseDate) }

    public var genresText: String { movie.genresAsNamed.map(strings.genreName).joined(separator: ", ") }

    /// `8.7`, or nil when nobody rated it.
    public var ratingText: String? { movie.rating.map(\.averageText) }

    /// `rating 8.7 of 10` for a screen reader, or "No rating".
    public var ratingAccessibleText: String {
        movie.rating.map { strings.ratingOutOfTen($0.averageText) } ?? strings.noRating
    }

    /// What tells films of the same title apart at a glance: `George Lucas · 121 min · Sci-Fi, Action`, the
    /// two genres a person would name it by.
    public var creditsText: String {
        let genres = movie.genresAsNamed.prefix(2).map(strings.genreName).joined(separator: ", ")
        return [movie.directors.first, movie.runtime.map(strings.minutes), genres.isEmpty ? nil : genres]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// The overview where the source has one, otherwise a line of facts (directors, runtime).
    public var overviewText: String {
        if let overview = movie.overview, !overview.isEmpty { return overview }
        var facts: [String] = []
        if !movie.directors.isEmpty { facts.append(strings.directedBy(movie.directors.joined(separator: ", "))) }
        if let runtime = movie.runtime { facts.append(strings.minutes(runtime)) }
        if !movie.countries.isEmpty { facts.append(movie.countries.map(strings.countryName).joined(separator: ", ")) }
        return facts.joined(separator: " · ")
    }

    /// Rows are equal when they show the same: a movie is its id alone, but a fresh page may bring a
    /// corrected title, date, rating or overview for it.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.movie, rhs.movie)
        return left.id == right.id && left.title == right.title && left.releaseDate == right.releaseDate
            && left.rating == right.rating && left.genres == right.genres && left.overview == right.overview
            && left.posterPath == right.posterPath && left.directors == right.directors
            && left.runtime == right.runtime && lhs.strings.language == rhs.strings.language
    }
}
