public import MoviesDomain

/// The statements both stores read a ``DiaryTally`` with, where they speak alike, given how each writes
/// its two parameters: a member's id, and the period (a year, or ``DiaryCountKey/allTime``).
public struct DiaryTallySQL: Sendable {
    public let member: String
    public let period: String

    public init(member: String, period: String) {
        self.member = member
        self.period = period
    }

    /// The films of the period by the member's rating of each.
    public var ratings: String {
        """
        SELECT rating, count(*) FROM diary_film_period
        WHERE account_id = \(member) AND period = \(period) AND rating IS NOT NULL GROUP BY rating
        """
    }

    /// The rated films of the period, highest rated first, a tie by title (in the order of its bytes): the
    /// film's columns as ``WatchRecord/film(_:title:year:posterPath:runtime:genres:directors:cast:people:)``
    /// takes them, then the rating. `collation` makes the order of bytes where a store's default is another.
    public func highestRated(collation: String = "") -> String {
        // The ten found in an index of the period's films, and only they read whole.
        """
        SELECT f.film, f.film_title, f.film_year, f.poster_path, f.runtime, f.genres, f.directors, f.cast_names,
            f.people, top.rating
        FROM (
            SELECT film, rating, title FROM diary_film_period
            WHERE account_id = \(member) AND period = \(period) AND rating IS NOT NULL
            ORDER BY rating DESC, title\(collation), film\(collation) LIMIT \(DiaryStatistics.listed)
        ) AS top
        JOIN diary_film f ON f.account_id = \(member) AND f.film = top.film
        ORDER BY top.rating DESC, top.title\(collation), top.film\(collation)
        """
    }

    /// Genres and decades: every one of the period.
    public var kinds: String {
        """
        SELECT kind, key, films FROM diary_count WHERE account_id = \(member) AND period = \(period)
        AND kind IN ('genre', 'decade')
        """
    }

    /// The people of one role (a third parameter, written `role`) in most films of the period.
    public func most(role: String, collation: String = "") -> String {
        """
        SELECT key, page, films FROM diary_count WHERE account_id = \(member) AND period = \(period) AND kind = \(role)
        ORDER BY films DESC, key\(collation) LIMIT \(DiaryStatistics.listed)
        """
    }

    /// The days with watches, between two more parameters (`first` and `last` days) when given.
    public func days(first: String? = nil, last: String? = nil) -> String {
        let range = first.map { "AND day BETWEEN \($0) AND \(last ?? $0)" } ?? ""
        return "SELECT day, watches, rewatches, minutes FROM diary_day WHERE account_id = \(member) \(range)"
    }

    /// The members named on most of the member's watches, of days between two more parameters (`first` and
    /// `last`) when given: each name and its watches, most first, a tie by name.
    public func watchedWith(first: String? = nil, last: String? = nil, collation: String = "") -> String {
        let range = first.map { "AND w.day BETWEEN \($0) AND \(last ?? $0)" } ?? ""
        return """
            SELECT a.name, count(*) FROM watch_companion c JOIN watch w ON w.id = c.watch_id
            JOIN account a ON a.id = c.account_id
            WHERE w.account_id = \(member) AND w.deleted IS NULL \(range)
            GROUP BY a.name ORDER BY count(*) DESC, a.name\(collation) LIMIT \(DiaryStatistics.listed)
            """
    }

    /// The years with watches (the first of a day's ten characters), in no particular order.
    public var years: String {
        "SELECT DISTINCT substr(day, 1, 4) FROM diary_day WHERE account_id = \(member) AND day <> ''"
    }

    /// How many films the period has.
    public var films: String {
        "SELECT count(*) FROM diary_film_period WHERE account_id = \(member) AND period = \(period)"
    }
}

extension DiaryTally {
    /// The years of ``days``, newest first: all of them when the days are of all time.
    public var yearsOfDays: [Int] {
        Array(Set(days.compactMap(\.day?.year))).sorted(by: >)
    }

    public mutating func add(rating: Int, films: Int) {
        if (1...10).contains(rating) { ratings[rating - 1] = films }
    }

    /// Adds one of the people of a role most in the period, in order.
    public mutating func add(_ role: DiaryCountKey.Kind, name: String, page: String?, films: Int) {
        let person = PersonCount(name: name, page: page.map(Person.ID.init), films: films)
        if role == .director { directors.append(person) } else if role == .actor { actors.append(person) }
    }

    /// Adds a genre's or a decade's count as a store keeps it; other kinds and unreadable keys are passed by.
    public mutating func add(kind: String, key: String, films: Int) {
        switch DiaryCountKey.Kind(rawValue: kind) {
        case .genre: if let genre = DiaryCountKey.genre(key) { genres.append(Count(key: genre, count: films)) }
        case .decade: if let decade = Int(key) { decades.append(Count(key: decade, count: films)) }
        default: break
        }
    }
}
