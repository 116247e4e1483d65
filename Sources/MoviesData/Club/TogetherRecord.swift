import Foundation
public import MoviesDomain

/// Watching together as both stores keep it: a row of `watch_companion` for each member a watch names, the
/// offer to them unanswered until `answered`. The statements are written once here, in either dialect.
public struct TogetherRecord: Sendable {
    /// Parameter 1 the watch, 2 the member, 3 the time.
    public static func isOwnWatch(_ dialect: SQLDialect) -> String {
        "SELECT count(*) FROM watch WHERE id = \(dialect.parameter(1)) AND account_id = \(dialect.parameter(2)) AND deleted IS NULL"
    }

    /// Parameter 1 the watch, then the names kept from 2 on (`count` of them; none removes every one).
    public static func removeOthers(_ dialect: SQLDialect, keeping count: Int) -> String {
        let kept =
            count == 0
            ? "" : " AND account_id NOT IN (\((2..<count + 2).map(dialect.parameter).joined(separator: ", ")))"
        return "DELETE FROM watch_companion WHERE watch_id = \(dialect.parameter(1))\(kept)"
    }

    /// Parameter 1 the watch, 2 the member named, 3 the time: named once, offered then, unless they answered
    /// its offer before (named again after being left off it): then named, and not offered again.
    public static func add(_ dialect: SQLDialect) -> String {
        let (watch, member) = (dialect.parameter(1), dialect.parameter(2))
        return """
            INSERT INTO watch_companion (watch_id, account_id, offered, answered)
            VALUES (\(watch), \(member), \(dialect.parameter(3)),
                (SELECT answered FROM offer_answer WHERE watch_id = \(watch) AND account_id = \(member)))
            ON CONFLICT DO NOTHING
            """
    }

    /// After ``answer(_:)``: the answer (1 the watch, 2 the member, 3 the time), kept apart from the naming,
    /// so that the member is never offered that watch again.
    public static func rememberAnswer(_ dialect: SQLDialect) -> String {
        """
        INSERT INTO offer_answer (watch_id, account_id, answered)
        VALUES (\(dialect.parameter(1)), \(dialect.parameter(2)), \(dialect.parameter(3)))
        ON CONFLICT DO NOTHING
        """
    }

    /// Every answer given to an offer, as the table ``rememberAnswer(_:)`` writes to: gone with the watch or
    /// the member's account.
    public static func answersSchema(_ dialect: SQLDialect) -> String {
        """
        CREATE TABLE offer_answer (
            watch_id TEXT NOT NULL REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            answered \(dialect == .sqlite ? "REAL" : "DOUBLE PRECISION") NOT NULL,
            PRIMARY KEY (watch_id, account_id)
        )
        """
    }

    /// The offers waiting for parameter 1, newest first: their columns as ``init(watch:from:fromName:film:title:year:posterPath:runtime:genres:directors:cast:people:day:offered:)`` takes them.
    public static func offers(_ dialect: SQLDialect) -> String {
        let member = dialect.parameter(1)
        return """
            SELECT w.id, w.account_id, a.name, w.film, w.film_title, w.film_year, w.poster_path, w.runtime, w.genres,
                w.directors, w.cast_names, w.people, w.day, c.offered
            FROM watch_companion c JOIN watch w ON w.id = c.watch_id AND w.deleted IS NULL
            JOIN account a ON a.id = w.account_id
            WHERE c.account_id = \(member) AND c.answered IS NULL AND \(BlockSQL.neither(member, "w.account_id"))
            ORDER BY c.offered DESC, w.id LIMIT \(offersRead)
            """
    }

    /// The most offers read at once: more wait behind them.
    public static let offersRead = 200

    /// Parameter 1 the offer's watch, 2 the member, 3 the time, 4 the watch accepting it (or null).
    public static func answer(_ dialect: SQLDialect) -> String {
        let p = dialect.parameter
        return """
            UPDATE watch_companion SET answered = \(p(3)), accepted_watch_id = \(p(4))
            WHERE watch_id = \(p(1)) AND account_id = \(p(2)) AND answered IS NULL
                AND EXISTS (SELECT 1 FROM watch w WHERE w.id = \(p(1)) AND w.deleted IS NULL)
            """
    }

    /// After ``answer(_:)`` accepted: the accepting watch (4) names the offer's member, answered already.
    public static func nameBack(_ dialect: SQLDialect) -> String {
        let p = dialect.parameter
        return """
            INSERT INTO watch_companion (watch_id, account_id, offered, answered)
            SELECT \(p(4)), w.account_id, \(p(3)), \(p(3)) FROM watch w WHERE w.id = \(p(1))
            ON CONFLICT DO NOTHING
            """
    }

    /// An offer from its columns; nil for a row no version of Movies writes.
    public static func offer(
        watch: String, from: String, fromName: String, film: String, title: String, year: Int?, posterPath: String?,
        runtime: Int?, genres: String, directors: String, cast: String, people: String, day: String?, offered: Double
    ) -> TogetherOffer? {
        let watchDay = day.flatMap { try? CalendarDay($0) }
        guard day == nil || watchDay != nil,
            let film = WatchRecord.film(
                film, title: title, year: year, posterPath: posterPath, runtime: runtime, genres: genres,
                directors: directors, cast: cast, people: people)
        else { return nil }
        return TogetherOffer(
            id: Watch.ID(watch), from: User.ID(from), fromName: fromName, film: film, day: watchDay,
            offered: Date(timeIntervalSince1970: offered))
    }
}
