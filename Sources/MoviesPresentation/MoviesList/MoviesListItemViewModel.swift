public import MoviesDomain

/// One row of a results list, ready to show.
public struct MoviesListItemViewModel: Identifiable, Equatable, Sendable {
    public let id: Movie.ID
    public let title: String
    /// The formatted release date, or "To be announced".
    public let releaseText: String
    public let year: Int?
    public let genresText: String
    /// `8.7`, or nil when nobody rated it.
    public let ratingText: String?
    /// `rating 8.7 of 10` for a screen reader, or "No rating".
    public let ratingAccessibleText: String
    /// What tells films of the same title apart at a glance: `George Lucas · 121 min · Sci-Fi`.
    public let creditsText: String
    /// The overview where the source has one, otherwise a line of facts (directors, runtime).
    public let overviewText: String
    public let posterPath: String?
    /// The entity behind the row, for machine-readable output (`--json`, the web API).
    public let movie: Movie

    public init(movie: Movie, strings: Strings = .english) {
        self.movie = movie
        id = movie.id
        title = movie.title
        releaseText = strings.releaseText(movie.releaseDate)
        year = movie.releaseDate.year
        genresText = movie.genres.joined(separator: ", ")
        ratingText = movie.rating.map(\.averageText)
        ratingAccessibleText = movie.rating.map { strings.ratingOutOfTen($0.averageText) } ?? strings.noRating
        creditsText = [movie.directors.first, movie.runtime.map(strings.minutes), movie.genres.first]
            .compactMap { $0 }.joined(separator: " · ")
        overviewText = movie.overview.flatMap { $0.isEmpty ? nil : $0 } ?? Self.factsLine(movie, strings: strings)
        posterPath = movie.posterPath
    }

    private static func factsLine(_ movie: Movie, strings: Strings) -> String {
        var facts: [String] = []
        if !movie.directors.isEmpty { facts.append(strings.directedBy(movie.directors.joined(separator: ", "))) }
        if let runtime = movie.runtime { facts.append(strings.minutes(runtime)) }
        if !movie.countries.isEmpty { facts.append(movie.countries.joined(separator: ", ")) }
        return facts.joined(separator: " · ")
    }
}
