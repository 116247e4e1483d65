public import MoviesDomain

/// A film as programs read it, the same from every front end (`movies … --json`, `/api/…`). Unknown
/// details are left out rather than written as null; lists a results page does not need (cast, writers,
/// languages, production companies) only come with a film's details.
public struct MovieDocument: Equatable, Sendable {
    public struct RatingDocument: Equatable, Sendable {
        public let average: Double
        public let votes: Int
        /// `critics` (published reviews) or `audience` (the source's users).
        public let raters: String
    }

    public let id: String
    public let title: String
    public let originalTitle: String
    public let overview: String?
    public let posterPath: String?
    /// `YYYY-MM-DD`, `YYYY`, or left out when not announced.
    public let releaseDate: String?
    /// How much of `releaseDate` is known: `day` (YYYY-MM-DD) or `year` (YYYY); absent with it.
    public let releaseDatePrecision: String?
    public let year: Int?
    /// As the pages and tables name them (`Science fiction`, whether the source says `Sci-Fi` or `Science
    /// Fiction`), the one a person names the film by first; a name that is no known genre as the source
    /// wrote it. Each is one a `genre=` filter takes.
    public let genres: [String]
    public let runtime: Int?
    public let originalLanguage: String?
    public let rating: RatingDocument?
    public let directors: [String]
    public let countries: [String]
    public let cast: [String]?
    /// `billing` or `best-known-first`, with the cast.
    public let castOrder: String?
    /// Whom each actor plays, by name, with the cast where the source says.
    public let characters: [String: String]?
    public let writers: [String]?
    public let languages: [String]?
    public let productionCompanies: [String]?
    public let certification: String?
    public let awards: String?
    public let metascore: Int?
    public let boxOffice: Int?
    public let imdbID: String?

    public init(movie: Movie, withDetails: Bool = false) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        overview = movie.overview
        posterPath = movie.posterPath
        releaseDate = movie.releaseDate == .unknown ? nil : movie.releaseDate.iso8601
        releaseDatePrecision =
            switch movie.releaseDate {
            case .day: "day"
            case .year: "year"
            case .unknown: nil
            }
        year = movie.releaseDate.year
        genres = movie.genresAsNamed.map(Strings.english.genreName)
        runtime = movie.runtime
        originalLanguage = movie.originalLanguage
        rating = movie.rating.map {
            RatingDocument(
                average: $0.average, votes: $0.voteCount, raters: $0.raters == .critics ? "critics" : "audience")
        }
        directors = movie.directors
        countries = movie.countries
        let extras = movie.extras
        cast = withDetails ? movie.cast : nil
        castOrder = withDetails ? extras.castOrder.rawValue : nil
        characters = withDetails && !extras.characters.isEmpty ? extras.characters : nil
        writers = withDetails ? extras.writers : nil
        languages = withDetails ? extras.languages : nil
        productionCompanies = withDetails ? extras.productionCompanies : nil
        certification = extras.certification
        awards = extras.awards
        metascore = extras.metascore
        boxOffice = extras.boxOffice
        imdbID = extras.imdbID
    }
}
