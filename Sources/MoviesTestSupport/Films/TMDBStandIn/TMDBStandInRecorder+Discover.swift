import Foundation
import Hummingbird

/// Browsing, people and recommendations over the stand-in's films, as TMDB documents them.
extension TMDBStandInRecorder {
    /// `/3/discover/movie`: `with_genres` (all of them), the release-date bounds, `vote_average.gte`,
    /// `vote_count.gte` and the four `sort_by` orders Movies asks for.
    nonisolated func discover(_ request: Request) -> (HTTPResponse.Status, Any) {
        let query = request.uri.queryParameters
        let number = query.get("page").flatMap { Int($0) } ?? 1
        let genres = (query.get("with_genres") ?? "").split(separator: ",").compactMap { Int($0) }
        let from = query.get("primary_release_date.gte") ?? ""
        let to = query.get("primary_release_date.lte") ?? "9999"
        let rating = query.get("vote_average.gte").flatMap(Double.init) ?? 0
        let votes = query.get("vote_count.gte").flatMap(Int.init) ?? 0
        var films = TMDBStandInFilm.all.filter { film in
            genres.allSatisfy(film.genreIDs.contains) && !film.releaseDate.isEmpty && film.releaseDate >= from
                && film.releaseDate <= to && film.voteAverage >= rating && film.voteCount >= votes
        }
        switch query.get("sort_by") ?? "popularity.desc" {
        case "vote_average.desc": films.sort { $0.voteAverage > $1.voteAverage }
        case "primary_release_date.desc": films.sort { $0.releaseDate > $1.releaseDate }
        case "title.asc": films.sort { $0.title < $1.title }
        default: films.sort { $0.popularity > $1.popularity }
        }
        return (.ok, page(of: films, number))
    }

    nonisolated func recommendations(id: Int?) -> (HTTPResponse.Status, Any) {
        guard let film = TMDBStandInFilm.all.first(where: { $0.id == id }) else {
            return (.notFound, Self.status(34, "The resource you requested could not be found."))
        }
        let alike = TMDBStandInFilm.all
            .filter { $0.id != film.id && !Set($0.genreIDs).isDisjoint(with: film.genreIDs) }
            .sorted { $0.popularity > $1.popularity }
        return (.ok, page(of: alike, 1))
    }

    /// `/3/search/person`: people with every word of the query in their name, those with most films first.
    nonisolated func searchPeople(_ request: Request) -> (HTTPResponse.Status, Any) {
        let words = (request.uri.queryParameters.get("query") ?? "").lowercased().split(separator: " ")
        let people = TMDBStandInPerson.all.filter { person in
            !words.isEmpty && words.allSatisfy { person.name.lowercased().contains($0) }
        }
        .sorted { $0.films.count > $1.films.count }
        let results = people.map { person -> [String: Any] in
            [
                "id": person.id, "name": person.name, "known_for_department": person.department,
                "known_for": person.films.prefix(3).map { ["id": $0.id, "title": $0.title, "media_type": "movie"] },
            ]
        }
        return (.ok, ["page": 1, "total_pages": 1, "total_results": results.count, "results": results])
    }

    /// `/3/person/{id}?append_to_response=movie_credits`.
    nonisolated func person(id: Int?) -> (HTTPResponse.Status, Any) {
        guard let person = TMDBStandInPerson.all.first(where: { $0.id == id }) else {
            return (.notFound, Self.status(34, "The resource you requested could not be found."))
        }
        let cast = person.films.filter { $0.cast.contains(person.name) }.map { film in
            Self.result(film).merging(["character": "Role in \(film.title)"]) { _, new in new }
        }
        let crew = person.films.filter { $0.director == person.name }.map { film in
            Self.result(film).merging(["job": "Director", "department": "Directing"]) { _, new in new }
        }
        return (
            .ok,
            [
                "id": person.id, "name": person.name, "known_for_department": person.department,
                "movie_credits": ["cast": cast, "crew": crew],
            ]
        )
    }

    private nonisolated func page(of films: [TMDBStandInFilm], _ page: Int) -> [String: Any] {
        let totalPages = (films.count + pageSize - 1) / pageSize
        let results = films.dropFirst((page - 1) * pageSize).prefix(pageSize).map(Self.result)
        return ["page": page, "total_pages": totalPages, "total_results": films.count, "results": Array(results)]
    }
}
