import Foundation
public import MoviesDomain

/// What a saved film keeps of the source's description, stored as JSON beside the save so the saved list
/// reads the same with the source out of reach.
public struct SavedMovieDTO: Codable, Sendable {
    struct RatingDTO: Codable {
        let average: Double
        let count: Int
        let critics: Bool
    }

    let id: String
    let title: String
    let originalTitle: String
    let overview: String?
    let posterPath: String?
    let released: String
    let genres: [String]
    let runtime: Int?
    let language: String?
    let rating: RatingDTO?
    let directors: [String]
    let cast: [String]
    let countries: [String]

    public init(_ movie: Movie) {
        id = movie.id.rawValue
        title = movie.title
        originalTitle = movie.originalTitle
        overview = movie.overview
        posterPath = movie.posterPath
        released = movie.releaseDate.iso8601
        genres = movie.genres
        runtime = movie.runtime
        language = movie.originalLanguage
        rating = movie.rating.map {
            RatingDTO(average: $0.average, count: $0.voteCount, critics: $0.raters == .critics)
        }
        directors = movie.directors
        cast = Array(movie.cast.prefix(10))
        countries = movie.countries
    }

    public func toDomain() -> Movie {
        Movie(
            id: Movie.ID(id), title: title, originalTitle: originalTitle, overview: overview, posterPath: posterPath,
            releaseDate: ReleaseDate(iso8601: released), genres: genres, runtime: runtime, originalLanguage: language,
            rating: rating.map {
                Rating(average: $0.average, voteCount: $0.count, raters: $0.critics ? .critics : .audience)
            },
            directors: directors, cast: cast, countries: countries)
    }
}

extension SavedMovieDTO {
    /// The JSON a store keeps.
    public static func encode(_ movie: Movie) -> String {
        // Encoding strings, numbers and arrays cannot fail.
        String(decoding: (try? JSONEncoder().encode(SavedMovieDTO(movie))) ?? Data("{}".utf8), as: UTF8.self)
    }

    public static func decode(_ json: String) -> Movie? {
        try? JSONDecoder().decode(SavedMovieDTO.self, from: Data(json.utf8)).toDomain()
    }
}
