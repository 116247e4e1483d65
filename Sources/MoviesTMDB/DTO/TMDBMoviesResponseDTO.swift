/// `GET /3/search/movie`: one page of results.
struct TMDBMoviesResponseDTO: Codable, Sendable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [TMDBMovieDTO]
}

/// A movie as search results describe it.
struct TMDBMovieDTO: Codable, Sendable {
    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    let posterPath: String?
    let backdropPath: String?
    /// `YYYY-MM-DD`, or empty when TMDB does not know it.
    let releaseDate: String?
    let genreIds: [Int]?
    let originalLanguage: String?
    let popularity: Double?
    let voteAverage: Double?
    let voteCount: Int?
}
