import MoviesDomain

/// `#/components/schemas/Statistics`: what the member's diary adds up to, as the server counted it.
struct ServerStatisticsDTO: Decodable, Sendable {
    struct YearCount: Decodable, Sendable {
        let year: Int
        let watches: Int
    }

    struct DecadeCount: Decodable, Sendable {
        let decade: Int
        let films: Int
    }

    struct GenreCount: Decodable, Sendable {
        let genre: String
        let films: Int
    }

    struct PersonCount: Decodable, Sendable {
        let name: String
        let id: String?
        let films: Int
    }

    struct Run: Decodable, Sendable {
        let days: Int
        let from: String
        let to: String
    }

    struct RatedFilm: Decodable, Sendable {
        let id: String
        let title: String
        let year: Int?
        let rating: Int
    }

    let year: Int?
    let watches: Int
    let films: Int
    let minutes: Int
    let firstWatches: Int
    let rewatches: Int
    let byMonth: [Int]
    let byWeekday: [Int]
    let ratings: [Int]
    let byYear: [YearCount]?
    let decades: [DecadeCount]
    let genres: [GenreCount]
    let directors: [PersonCount]
    let actors: [PersonCount]
    let longestRun: Run?
    let highestRated: [RatedFilm]
    let years: [Int]
    /// The members watched with most; a server before watching together leaves it out.
    let watchedWith: [Companion]?

    struct Companion: Decodable, Sendable {
        let name: String
        let watches: Int
    }

    func toDomain() -> DiaryStatistics {
        var statistics = DiaryStatistics(
            ofYear: year, watches: watches, films: films, minutes: minutes, byMonth: byMonth, byWeekday: byWeekday,
            byYear: (byYear ?? []).map { .init(key: $0.year, count: $0.watches) }, ratings: ratings,
            decades: decades.map { .init(key: $0.decade, count: $0.films) },
            genres: genres.map {
                .init(key: Genre(rawValue: $0.genre).map(GenreName.known) ?? .other($0.genre), count: $0.films)
            },
            directors: directors.map(\.domain), actors: actors.map(\.domain), firstWatches: firstWatches,
            rewatches: rewatches, longestRun: longestRun?.domain, highestRated: highestRated.compactMap(\.domain),
            years: years)
        statistics.watchedWith = (watchedWith ?? []).map { .init(key: $0.name, count: $0.watches) }
        return statistics
    }
}

extension ServerStatisticsDTO.PersonCount {
    var domain: DiaryStatistics.PersonCount {
        DiaryStatistics.PersonCount(name: name, page: id.map { Person.ID(rawValue: $0) }, films: films)
    }
}

extension ServerStatisticsDTO.Run {
    var domain: DiaryStatistics.Run? {
        guard let first = try? CalendarDay(from), let last = try? CalendarDay(to) else { return nil }
        return DiaryStatistics.Run(days: days, first: first, last: last)
    }
}

extension ServerStatisticsDTO.RatedFilm {
    var domain: DiaryStatistics.RatedFilm? {
        guard let reference = try? FilmReference(id) else { return nil }
        let film = WatchedFilm(
            reference: reference, title: title, year: year, posterPath: nil, runtime: nil, genres: [], directors: [],
            cast: [])
        return DiaryStatistics.RatedFilm(film: film, rating: rating)
    }
}
