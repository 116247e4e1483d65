import MoviesData
import MoviesDomain

extension TMDBMoviesResponseDTO {
    /// The page in TMDB's order; `genres` names the genre ids. TMDB serves at most 500 pages, so no
    /// more are promised, whatever the total of results.
    func toDomain(genres: [Int: String]) -> MoviesPage {
        MoviesPage(
            page: page,
            totalPages: min(totalPages, PageNumber.maximum),
            totalResults: totalResults,
            movies: results.map { $0.toDomain(genres: genres) }
        )
    }
}

extension TMDBMovieDTO {
    func toDomain(genres: [Int: String]) -> Movie {
        Movie(
            id: Movie.ID(String(id)),
            title: title,
            originalTitle: originalTitle,
            overview: overview,
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            releaseDate: releaseDate.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: (genreIds ?? []).compactMap { genres[$0] },
            originalLanguage: originalLanguage,
            rating: TMDBRating.make(average: voteAverage, count: voteCount)
        )
    }
}

/// TMDB reports 0/10 from 0 votes for unrated films: that is no rating, not a bad one.
enum TMDBRating {
    static func make(average: Double?, count: Int?) -> Rating? {
        guard let average, let count, count > 0 else { return nil }
        return Rating(average: average, voteCount: count)
    }
}
