import Foundation
import Hummingbird

extension TMDBStandInRecorder {
    /// Every word of `query` in the title, most popular first, `pageSize` a page.
    nonisolated func search(_ request: Request) -> (HTTPResponse.Status, Any) {
        let words = (request.uri.queryParameters.get("query") ?? "").lowercased().split(separator: " ")
        let page = request.uri.queryParameters.get("page").flatMap { Int($0) } ?? 1
        guard !words.isEmpty, (1...500).contains(page) else {
            return (.unprocessableContent, Self.status(22, "Invalid page: Pages start at 1 and max at 500."))
        }
        let matches = TMDBStandInFilm.all
            .filter { film in words.allSatisfy { film.title.lowercased().contains($0) } }
            .sorted { $0.popularity > $1.popularity }
        let totalPages = (matches.count + pageSize - 1) / pageSize
        let results = matches.dropFirst((page - 1) * pageSize).prefix(pageSize).map(Self.result)
        return (
            .ok,
            ["page": page, "total_pages": totalPages, "total_results": matches.count, "results": Array(results)]
        )
    }

    nonisolated func details(id: Int?) -> (HTTPResponse.Status, Any) {
        guard let film = TMDBStandInFilm.all.first(where: { $0.id == id }) else {
            return (.notFound, Self.status(34, "The resource you requested could not be found."))
        }
        let genres = TMDBStandInFilm.genres.filter { film.genreIDs.contains($0.id) }
        var details = Self.result(film)
        details["runtime"] = film.runtime
        details["genres"] = genres.map { ["id": $0.id, "name": $0.name] }
        details["tagline"] = ""
        details["status"] = "Released"
        details["imdb_id"] = "tt\(film.id)"
        details["revenue"] = film.voteCount * 1000
        details["production_countries"] = [["iso_3166_1": "US", "name": "United States of America"]]
        details["spoken_languages"] = [["english_name": "English", "iso_639_1": "en", "name": "English"]]
        details["credits"] = [
            "cast": film.cast.enumerated().map {
                [
                    "id": TMDBStandInPerson.id(of: $1) ?? 0, "name": $1, "order": $0,
                    "character": "Role in \(film.title)",
                ]
            },
            "crew": film.director.isEmpty
                ? []
                : [
                    [
                        "id": TMDBStandInPerson.id(of: film.director) ?? 0, "name": film.director, "job": "Director",
                        "department": "Directing",
                    ]
                ],
        ]
        return (.ok, details)
    }

    static func result(_ film: TMDBStandInFilm) -> [String: Any] {
        [
            "id": film.id, "title": film.title, "original_title": film.title, "overview": film.overview,
            "poster_path": film.posterPath, "backdrop_path": NSNull(), "release_date": film.releaseDate,
            "genre_ids": film.genreIDs, "original_language": "en", "popularity": film.popularity,
            "vote_average": film.voteAverage, "vote_count": film.voteCount, "adult": false, "video": false,
        ]
    }
}
