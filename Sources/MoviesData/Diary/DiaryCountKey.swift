public import MoviesDomain

/// What one film adds to a member's statistics of a period, as the stores keep them counted (a row of
/// `diary_count` each): its genres, its decade, its directors and actors, each once.
public struct DiaryCountKey: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case genre, decade, director, actor
    }

    public let kind: Kind
    public let key: String
    /// A person's page, where the film names one.
    public let page: String?

    /// The period that counts every film of the diary, beside each year's own (a year is its number).
    public static let allTime = 0

    /// The keys `film` counts under.
    public static func keys(of film: WatchedFilm) -> [DiaryCountKey] {
        var keys: [DiaryCountKey] = []
        for genre in Set(film.genres.map(GenreName.init(source:))) {
            keys.append(DiaryCountKey(kind: .genre, key: stored(genre), page: nil))
        }
        if let year = film.year { keys.append(DiaryCountKey(kind: .decade, key: String(year / 10 * 10), page: nil)) }
        for (kind, names) in [(Kind.director, film.directors), (.actor, film.cast)] {
            for name in Set(names) where !name.isEmpty {
                keys.append(DiaryCountKey(kind: kind, key: name, page: film.people[name]?.rawValue))
            }
        }
        return keys
    }

    /// A genre as `diary_count` keeps it: a known genre by its name, another by the source's word after `~`.
    static func stored(_ genre: GenreName) -> String {
        switch genre {
        case .known(let known): known.rawValue
        case .other(let word): "~" + word
        }
    }

    public static func genre(_ stored: String) -> GenreName? {
        if stored.hasPrefix("~") { return .other(String(stored.dropFirst())) }
        return Genre(rawValue: stored).map(GenreName.known)
    }
}

extension WatchRecord {
    /// The keys the diary counts this watch's film under, as the watch has it: what a film new to the diary
    /// is counted by, with no reading back.
    public var countKeys: [DiaryCountKey] {
        Self.film(
            film, title: title, year: year, posterPath: posterPath, runtime: runtime, genres: genres,
            directors: directors, cast: cast, people: people
        ).map(DiaryCountKey.keys(of:)) ?? []
    }
}
