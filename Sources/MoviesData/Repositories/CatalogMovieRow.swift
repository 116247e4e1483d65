import Foundation
import GRDB
import MoviesDomain

/// The columns of a catalog film that a list of results shows.
struct CatalogMovieRow: FetchableRecord, Sendable {
    let id: Int
    let title: String
    let released: String?
    let genres: String
    let directors: String
    let countries: String
    let runtime: Int?
    let language: String?
    let rating: Double?
    let reviews: Int

    init(row: Row) {
        id = row["id"]
        title = row["title"]
        released = row["released"]
        genres = row["genres"]
        directors = row["directors"]
        countries = row["countries"]
        runtime = row["runtime"]
        language = row["language"]
        rating = row["rating"]
        reviews = row["reviews"]
    }

    /// The rows for `ids`, in the order of `ids`.
    static func fetchAll(_ db: Database, ids: [Int]) throws -> [CatalogMovieRow] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT id, title, released, genres, directors, countries, runtime, language, rating, reviews
                FROM movie WHERE id = ?
                """
        )
        return try ids.compactMap { try fetchOne(statement, arguments: [$0]) }
    }

    func toDomain() -> Movie {
        Movie(
            id: Movie.ID(String(id)),
            title: title,
            posterPath: CatalogPoster.path(for: id),
            releaseDate: released.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: list(genres),
            runtime: runtime,
            originalLanguage: language,
            rating: rating.map { Rating(average: $0, voteCount: reviews, raters: .critics) },
            directors: list(directors),
            countries: list(countries)
        )
    }

    private func list(_ column: String) -> [String] {
        guard !column.isEmpty else { return [] }
        return column.utf8.split(separator: CatalogRows.listSeparator, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
