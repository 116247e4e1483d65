import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func tally(of member: User.ID, year: Int?) async throws -> DiaryTally {
        let logger = logger
        return try await access { connection in
            var tally = DiaryTally()
            let (id, period) = (member.rawValue, year ?? DiaryCountKey.allTime)
            let sql = DiaryTallySQL(member: "$1", period: "$2")
            /// `text` with the member's id, the period and `more` for its parameters, or only the id (`ofPeriod`
            /// false) and `more`.
            func query(_ text: String, ofPeriod: Bool = true, _ more: String...) async throws -> PostgresRowSequence {
                var binds = PostgresBindings()
                binds.append(id)
                if ofPeriod { binds.append(period) }
                for value in more { binds.append(value) }
                return try await connection.query(PostgresQuery(unsafeSQL: text, binds: binds), logger: logger)
            }
            let days =
                if let range = year.map(WatchRecord.days(of:)) {
                    try await query(
                        DiaryTallySQL(member: "$1", period: "").days(first: "$2", last: "$3"), ofPeriod: false,
                        range.first, range.last)
                } else {
                    try await query(sql.days(), ofPeriod: false)
                }
            for try await (day, watches, rewatches, minutes) in days.decode((String, Int, Int, Int).self) {
                if let counted = WatchRecord.day(day, watches: watches, rewatches: rewatches, minutes: minutes) {
                    tally.days.append(counted)
                }
            }
            if year == nil {
                tally.years = tally.yearsOfDays
            } else {
                for try await year in try await query(sql.years, ofPeriod: false).decode(String.self) {
                    if let year = Int(year) { tally.years.append(year) }
                }
                tally.years.sort(by: >)
            }
            for try await films in try await query(sql.films).decode(Int.self) { tally.films = films }
            for try await (rating, films) in try await query(sql.ratings).decode((Int, Int).self) {
                tally.add(rating: rating, films: films)
            }
            for try await (kind, key, films) in try await query(sql.kinds).decode((String, String, Int).self) {
                tally.add(kind: kind, key: key, films: films)
            }
            for role in [DiaryCountKey.Kind.director, .actor] {
                let rows = try await query(sql.most(role: "$3", collation: #" COLLATE "C""#), role.rawValue)
                for try await (name, page, films) in rows.decode((String, String?, Int).self) {
                    tally.add(role, name: name, page: page, films: films)
                }
            }
            for try await row in try await query(sql.highestRated(collation: #" COLLATE "C""#)) {
                let columns = try row.decode(
                    (String, String, Int?, String?, Int?, String, String, String, String, Int).self)
                let film = WatchRecord.film(
                    columns.0, title: columns.1, year: columns.2, posterPath: columns.3, runtime: columns.4,
                    genres: columns.5, directors: columns.6, cast: columns.7, people: columns.8)
                if let film { tally.highestRated.append(DiaryStatistics.RatedFilm(film: film, rating: columns.9)) }
            }
            let companions =
                if let range = year.map(WatchRecord.days(of:)) {
                    try await query(
                        sql.watchedWith(first: "$2", last: "$3", collation: #" COLLATE "C""#), ofPeriod: false,
                        range.first, range.last)
                } else {
                    try await query(sql.watchedWith(collation: #" COLLATE "C""#), ofPeriod: false)
                }
            for try await (name, count) in companions.decode((String, Int).self) {
                tally.watchedWith.append(DiaryTally.Count(key: name, count: count))
            }
            return tally
        }
    }
}
