import MoviesDomain

/// A movie as `--json` prints it. Optional details are left out rather than written as null.
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
    /// `YYYY-MM-DD`, `YYYY`, or null when not announced.
    let releaseDate: String?
    let year: Int?
    let genres: [String]
    let runtime: Int?
    let originalLanguage: String?
    let rating: RatingDocument?
    let directors: [String]
    let cast: [String]?
    let countries: [String]
    let writers: [String]?
    let languages: [String]?
    let certification: String?
    let awards: String?
    let metascore: Int?
    let productionCompanies: [String]?
    let boxOffice: Int?
    let imdbID: String?

    init(movie: Movie, withDetails: Bool = false) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        overview = movie.overview
        posterPath = movie.posterPath
        releaseDate = movie.releaseDate == .unknown ? nil : movie.releaseDate.iso8601
        year = movie.releaseDate.year
        genres = movie.genres
        runtime = movie.runtime
        originalLanguage = movie.originalLanguage
        rating = movie.rating.map { RatingDocument(average: $0.average, votes: $0.voteCount) }
        directors = movie.directors
        countries = movie.countries
        let extras = movie.extras
        cast = withDetails ? movie.cast : nil
        writers = withDetails ? extras.writers : nil
        languages = withDetails ? extras.languages : nil
        certification = extras.certification
        awards = extras.awards
        metascore = extras.metascore
        productionCompanies = withDetails ? extras.productionCompanies : nil
        boxOffice = extras.boxOffice
        imdbID = extras.imdbID
    }
}
