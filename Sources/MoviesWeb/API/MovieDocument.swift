import MoviesDomain

/// A movie as JSON. Unknown details are left out rather than written as null.
struct MovieDocument: Encodable {
    struct RatingDocument: Encodable {
        let average: Double
        let votes: Int
    }

    let id: String
    let title: String
    let originalTitle: String
    let overview: String?
    let posterPath: String?
    let releaseDate: String?
    let year: Int?
    let genres: [String]
    let runtime: Int?
    let rating: RatingDocument?
    let directors: [String]
    let cast: [String]
    let countries: [String]

    init(movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        overview = movie.overview
        posterPath = movie.posterPath
        releaseDate = movie.releaseDate == .unknown ? nil : movie.releaseDate.iso8601
        year = movie.releaseDate.year
        genres = movie.genres
        runtime = movie.runtime
        rating = movie.rating.map { RatingDocument(average: $0.average, votes: $0.voteCount) }
        directors = movie.directors
        cast = movie.cast
        countries = movie.countries
    }
}
