import Foundation
public import MoviesDomain

/// A play as a store keeps it: one row, its fate in three columns (what, the watch, why) and the films to
/// choose from as JSON. Both stores read and write through it.
public struct PlayRecord: Sendable {
    /// The columns, in this order, as both stores select them.
    public static let columns =
        "id, account_id, source, received, day, title, year, imdb, tmdb, rating, film, fate, watch_id, reason, candidates"

    public var id: String
    public var member: String
    public var source: String
    public var received: Double
    public var day: String
    public var title: String?
    public var year: Int?
    public var imdb: String?
    public var tmdb: Int?
    public var rating: Int?
    public var film: String?
    public var fate: String
    public var watch: String?
    public var reason: String?
    public var candidates: String?

    public init(_ play: Play) {
        (id, member, source) = (play.id.rawValue, play.member.rawValue, play.source.rawValue)
        (received, day) = (play.received.timeIntervalSince1970, play.day.description)
        (title, year, imdb, tmdb) = (play.film?.title, play.film?.year, play.film?.imdbID, play.film?.tmdbID)
        rating = play.rating
        film = play.matched?.description
        (fate, watch, reason, candidates) = Self.columns(of: play.fate)
    }

    public init(
        id: String, member: String, source: String, received: Double, day: String, title: String?, year: Int?,
        imdb: String?, tmdb: Int?, rating: Int?, film: String?, fate: String, watch: String?, reason: String?,
        candidates: String?
    ) {
        (self.id, self.member, self.source, self.received, self.day) = (id, member, source, received, day)
        (self.title, self.year, self.imdb, self.tmdb, self.rating) = (title, year, imdb, tmdb, rating)
        (self.film, self.fate, self.watch, self.reason, self.candidates) = (film, fate, watch, reason, candidates)
    }

    /// A fate as its three columns and its candidates' JSON.
    public static func columns(of fate: Play.Fate) -> (String, String?, String?, String?) {
        switch fate {
        case .logged(let watch): ("logged", watch.rawValue, nil, nil)
        case .alreadyLogged(let watch): ("already", watch.rawValue, nil, nil)
        case .waiting(let candidates):
            (
                "waiting", nil, nil,
                String(
                    decoding: (try? JSONEncoder().encode(candidates.map(CandidateDTO.init))) ?? Data("[]".utf8),
                    as: UTF8.self)
            )
        case .skipped(let reason): ("skipped", nil, reason, nil)
        case .refused(let reason): ("refused", nil, reason, nil)
        }
    }

    /// Nil for a row no version of Movies writes.
    public func toDomain() -> Play? {
        guard let source = WatchSource(rawValue: source), let day = try? CalendarDay(day) else { return nil }
        let fate: Play.Fate
        switch (self.fate, watch) {
        case ("logged", let watch?): fate = .logged(Watch.ID(watch))
        case ("already", let watch?): fate = .alreadyLogged(Watch.ID(watch))
        case ("waiting", _):
            let listed = candidates.flatMap { try? JSONDecoder().decode([CandidateDTO].self, from: Data($0.utf8)) }
            fate = .waiting((listed ?? []).compactMap(\.candidate))
        case ("skipped", _): fate = .skipped(reason ?? "")
        case ("refused", _): fate = .refused(reason ?? "")
        default: return nil
        }
        let hint = title.map { FilmHint(title: $0, year: year, imdbID: imdb, tmdbID: tmdb) }
        return Play(
            id: Play.ID(id), member: User.ID(member), source: source, received: Date(timeIntervalSince1970: received),
            day: day, film: hint, rating: rating, matched: film.flatMap { try? FilmReference($0) }, fate: fate)
    }

    struct CandidateDTO: Codable {
        let film: String
        let title: String
        let year: Int?

        init(_ candidate: FilmMatch.Candidate) {
            (film, title, year) = (candidate.reference.description, candidate.title, candidate.year)
        }

        var candidate: FilmMatch.Candidate? {
            (try? FilmReference(film)).map { FilmMatch.Candidate(reference: $0, title: title, year: year) }
        }
    }
}
