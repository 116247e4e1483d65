import MoviesDomain

/// A movie as JSON. Unknown details are left out rather than written as null.
struct MovieDocument: JSONDocument {
    struct RatingDocument {
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

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("cast", cast)
            json.member("countries", countries)
            json.member("directors", directors)
            json.member("genres", genres)
            json.member("id", id)
            json.member("originalTitle", originalTitle)
            json.member("overview", overview)
            json.member("posterPath", posterPath)
            if let rating {
                json.key("rating")
                json.object { json in
                    json.member("average", rating.average)
                    json.member("votes", rating.votes)
                }
            }
            json.member("releaseDate", releaseDate)
            json.member("runtime", runtime)
            json.member("title", title)
            json.member("year", year)
        }
    }
}
