import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    public func tally(of member: User.ID, year: Int?) async throws -> DiaryTally {
        try await read { db in
            var tally = DiaryTally()
            let sql = DiaryTallySQL(member: "?1", period: "?2")
            let arguments: StatementArguments = [member.rawValue, year ?? DiaryCountKey.allTime]
            let range = year.map(WatchRecord.days(of:))
            let days = try Row.fetchCursor(
                db, sql: sql.days(first: range.map { _ in "?2" }, last: "?3"),
                arguments: [member.rawValue] + (range.map { [$0.first, $0.last] } ?? []))
            while let row = try days.next() {
                if let day = WatchRecord.day(row[0], watches: row[1], rewatches: row[2], minutes: row[3]) {
                    tally.days.append(day)
                }
            }
            tally.years =
                year == nil
                ? tally.yearsOfDays
                : try String.fetchAll(db, sql: sql.years, arguments: [member.rawValue]).compactMap { Int($0) }
                    .sorted(by: >)
            tally.films = try Int.fetchOne(db, sql: sql.films, arguments: arguments) ?? 0
            for row in try Row.fetchAll(db, sql: sql.ratings, arguments: arguments) {
                tally.add(rating: row[0], films: row[1])
            }
            for row in try Row.fetchAll(db, sql: sql.kinds, arguments: arguments) {
                tally.add(kind: row[0], key: row[1], films: row[2])
            }
            for role in [DiaryCountKey.Kind.director, .actor] {
                for row in try Row.fetchAll(db, sql: sql.most(role: "?3"), arguments: arguments + [role.rawValue]) {
                    tally.add(role, name: row[0], page: row[1], films: row[2])
                }
            }
            for row in try Row.fetchAll(db, sql: sql.highestRated(), arguments: arguments) {
                let film = WatchRecord.film(
                    row[0], title: row[1], year: row[2], posterPath: row[3], runtime: row[4], genres: row[5],
                    directors: row[6], cast: row[7], people: row[8])
                if let film { tally.highestRated.append(DiaryStatistics.RatedFilm(film: film, rating: row[9])) }
            }
            let companions = try Row.fetchCursor(
                db, sql: sql.watchedWith(first: range.map { _ in "?2" }, last: "?3"),
                arguments: [member.rawValue] + (range.map { [$0.first, $0.last] } ?? []))
            while let row = try companions.next() {
                tally.watchedWith.append(DiaryTally.Count(key: row[0], count: row[1]))
            }
            return tally
        }
    }
}
