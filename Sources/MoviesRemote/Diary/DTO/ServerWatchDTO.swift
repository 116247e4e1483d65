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
    let review: ReviewDTO?
    let tags: [String]?
    /// The members watched with; a server before watching together leaves it out.
    let with: [String]?
    let source: String?
    let logged: String
    /// In the answer to a watch logged: whether the film left the member's saved films.
    let unsaved: Bool?
    /// Whether the watch logged was the film's watch of no day, given its day.
    let gaveDay: Bool?

    /// The watch's review: its text, and when it was written.
    struct ReviewDTO: Decodable, Sendable {
        let text: String?
        let spoilers: Bool
        let written: String
        let edited: String?
    }

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
        guard
            let details = WatchDetails(
                storedDay: day, rating: rating, isRewatch: rewatch, isLiked: liked,
                tags: (tags ?? []).map(Tag.init(stored:)))
        else {
            return nil
        }
        let watched = WatchedFilm(
            reference: reference, title: film.title, year: film.year, posterPath: film.posterPath, runtime: nil,
            genres: [], directors: [], cast: [])
        let loggedTime = (try? Date(logged, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0)
        // A server that marks a review without telling it: reviewed, with nothing to show.
        let told = review.map {
            WatchReview(
                text: $0.text, hasSpoilers: $0.spoilers,
                written: (try? Date($0.written, strategy: .iso8601)) ?? loggedTime,
                edited: $0.edited.flatMap { try? Date($0, strategy: .iso8601) })
        }
        let marked = reviewed == true ? WatchReview(text: nil, hasSpoilers: false, written: loggedTime) : nil
        var watch = Watch(
            id: Watch.ID(id), member: member, film: watched, details: details, logged: loggedTime,
            review: told ?? marked)
        watch.companions = with ?? []
        watch.source = source.flatMap(WatchSource.init)
        return watch
    }
}
