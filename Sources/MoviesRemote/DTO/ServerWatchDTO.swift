import Foundation
import MoviesDomain

/// `#/components/schemas/Watch`: one watch of the member's, with what the server tells of its film.
struct ServerWatchDTO: Decodable, Sendable {
    struct FilmDTO: Decodable, Sendable {
        let id: String
        let title: String
        let year: Int?
        let posterPath: String?
    }

    let id: String
    let film: FilmDTO
    let day: String?
    let rating: Int?
    let rewatch: Bool
    let liked: Bool
    let reviewed: Bool?
    let logged: String

    /// The watch as the member's; nil for one this version cannot read (a film or a day it does not know).
    func toDomain(member: User.ID) -> Watch? {
        guard let reference = try? FilmReference(film.id) else { return nil }
        let day: CalendarDay?
        if let text = self.day {
            guard let known = try? CalendarDay(text) else { return nil }
            day = known
        } else {
            day = nil
        }
        guard let details = WatchDetails(storedDay: day, rating: rating, isRewatch: rewatch, isLiked: liked) else {
            return nil
        }
        let watched = WatchedFilm(
            reference: reference, title: film.title, year: film.year, posterPath: film.posterPath, runtime: nil,
            genres: [], directors: [], cast: [])
        var watch = Watch(
            id: Watch.ID(id), member: member, film: watched, details: details,
            logged: (try? Date(logged, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0))
        watch.isReviewed = reviewed ?? false
        return watch
    }
}
