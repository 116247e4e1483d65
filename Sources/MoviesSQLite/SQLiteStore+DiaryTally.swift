import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func tally(of member: User.ID, year: Int?) async throws -> DiaryTally {
        try await read { db in
            var tally = DiaryTally()
            let sql = DiaryTallySQL(member: "?", period: "?")
            let arguments: StatementArguments = [member.rawValue, year ?? DiaryCountKey.allTime]
            tally.days = try Row.fetchAll(
                db, sql: "\(WatchRecord.dayTally) WHERE account_id = ? AND deleted IS NULL GROUP BY day",
                arguments: [member.rawValue]
            ).compactMap { row in WatchRecord.day(row[0], watches: row[1], rewatches: row[2], minutes: row[3]) }
            tally.films = try Int.fetchOne(db, sql: sql.films, arguments: arguments) ?? 0
            for row in try Row.fetchAll(db, sql: sql.ratings, arguments: arguments) {
                tally.add(rating: row[0], films: row[1])
            }
            for row in try Row.fetchAll(db, sql: sql.kinds, arguments: arguments) {
                tally.add(kind: row[0], key: row[1], films: row[2])
            }
            for role in [DiaryCountKey.Kind.director, .actor] {
                for row in try Row.fetchAll(db, sql: sql.most(role: "?"), arguments: arguments + [role.rawValue]) {
                    tally.add(role, name: row[0], page: row[1], films: row[2])
                }
            }
            for row in try Row.fetchAll(db, sql: sql.highestRated(), arguments: arguments) {
                let film = WatchRecord.film(
                    row[0], title: row[1], year: row[2], posterPath: row[3], runtime: row[4], genres: row[5],
                    directors: row[6], cast: row[7], people: row[8])
                if let film { tally.highestRated.append(DiaryStatistics.RatedFilm(film: film, rating: row[9])) }
            }
            return tally
        }
    }
}
