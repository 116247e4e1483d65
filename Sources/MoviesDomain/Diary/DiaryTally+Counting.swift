extension DiaryTally {
    /// The tally of `watches` (every watch of a member) for `year`, or all time with none, where `ratings` is
    /// the member's rating of each film they rated: what a store holding watches in memory answers, and what
    /// a store's own counting must agree with.
    public init(of watches: [Watch], ratings: [FilmReference: Int], year: Int?) {
        self.init()
        var days: [CalendarDay?: Day] = [:]
        years = Array(Set(watches.compactMap(\.details.day?.year))).sorted(by: >)
        for watch in watches where year == nil || watch.details.day?.year == year {
            let day = watch.details.day
            let before = days[day] ?? Day(day: day, watches: 0, rewatches: 0, minutes: 0)
            days[day] = Day(
                day: day, watches: before.watches + 1, rewatches: before.rewatches + (watch.details.isRewatch ? 1 : 0),
                minutes: before.minutes + (watch.film.runtime ?? 0))
        }
        self.days = Array(days.values)

        // Each film as the diary first kept it (its earliest logged watch), counted once if watched in the period.
        var seen = Set<FilmReference>()
        let first = watches.sorted { ($0.logged, $0.id.rawValue) < ($1.logged, $1.id.rawValue) }
            .compactMap { seen.insert($0.film.reference).inserted ? $0.film : nil }
        let inPeriod = Set(
            watches.filter { watch in year.map { watch.details.day?.year == $0 } ?? true }.map(\.film.reference))
        let films = first.filter { inPeriod.contains($0.reference) }
        self.films = films.count
        for film in films { if let rating = ratings[film.reference] { self.ratings[rating - 1] += 1 } }
        genres = Self.counted(films.flatMap { Set($0.genres.map(GenreName.init(source:))) })
        decades = Self.counted(films.compactMap { $0.year.map { $0 / 10 * 10 } })
        directors = Self.people(films, \.directors)
        actors = Self.people(films, \.cast)
        highestRated = Array(
            films.compactMap { film in ratings[film.reference].map { RatedFilm(film: film, rating: $0) } }
                .sorted {
                    ($1.rating, $0.film.title, $0.film.reference.description)
                        < ($0.rating, $1.film.title, $1.film.reference.description)
                }
                .prefix(DiaryStatistics.listed))
        watchedWith = Array(
            Self.counted(
                watches.filter { watch in year.map { watch.details.day?.year == $0 } ?? true }.flatMap(\.companions)
            )
            .sorted { ($0.count, $1.key) > ($1.count, $0.key) }.prefix(DiaryStatistics.listed))
    }

    private static func counted<Key: Hashable>(_ keys: [Key]) -> [Count<Key>] {
        var counts: [Key: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        return counts.map { Count(key: $0.key, count: $0.value) }
    }

    /// The people of one role in most films, each film counted once for them, a tie by name.
    private static func people(_ films: [WatchedFilm], _ role: KeyPath<WatchedFilm, [String]>) -> [PersonCount] {
        var counts: [String: (films: Int, page: Person.ID?)] = [:]
        for film in films {
            for name in Set(film[keyPath: role]) where !name.isEmpty {
                counts[name, default: (0, nil)].films += 1
                if counts[name]?.page == nil { counts[name]?.page = film.people[name] }
            }
        }
        return counts.map { PersonCount(name: $0.key, page: $0.value.page, films: $0.value.films) }
            .sorted { ($0.films, $1.name) > ($1.films, $0.name) }
            .prefix(DiaryStatistics.listed).map { $0 }
    }
}
