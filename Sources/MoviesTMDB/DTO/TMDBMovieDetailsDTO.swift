/// `GET /3/movie/{id}?append_to_response=credits`: everything TMDB knows of one film.
struct TMDBMovieDetailsDTO: Codable, Sendable {
    struct Named: Codable, Sendable {
        let name: String
    }

    struct Language: Codable, Sendable {
        let englishName: String?
        let name: String?
    }

    struct Credits: Codable, Sendable {
        let cast: [CastMember]?
        let crew: [CrewMember]?
    }

    struct CastMember: Codable, Sendable {
        let id: Int?
        let name: String
        let character: String?
        let order: Int?
    }

    struct CrewMember: Codable, Sendable {
        let id: Int?
        let name: String
        let job: String?
        let department: String?
    }

    let id: Int
    let title: String
    let originalTitle: String?
    let overview: String?
    let posterPath: String?
    let releaseDate: String?
    let runtime: Int?
    let genres: [Named]?
    let originalLanguage: String?
    let voteAverage: Double?
    let voteCount: Int?
    let tagline: String?
    let status: String?
    let imdbId: String?
    let revenue: Int?
    let productionCountries: [Named]?
    let productionCompanies: [Named]?
    let spokenLanguages: [Language]?
    let credits: Credits?
}
