import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Plays members' media servers posted (migration 31), each once by its key.
    static let playsSchema: [PostgresQuery] = [
        """
        CREATE TABLE play (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            source TEXT NOT NULL,
            received DOUBLE PRECISION NOT NULL,
            day TEXT NOT NULL,
            title TEXT,
            year INTEGER,
            imdb TEXT,
            tmdb BIGINT,
            rating INTEGER,
            film TEXT,
            fate TEXT NOT NULL,
            watch_id TEXT,
            reason TEXT,
            candidates TEXT,
            UNIQUE (account_id, key)
        )
        """,
        "CREATE INDEX play_recent ON play (account_id, received DESC)",
    ]

    public func addPlay(_ play: Play, key: String) async throws -> (play: Play, isNew: Bool) {
        let record = PlayRecord(play)
        let logger = logger
        return try await access { connection in
            // One statement: a play posted to two servers at once is kept once, whichever is first.
            let rows = try await connection.query(
                """
                INSERT INTO play (\(unescaped: PlayRecord.columns), key)
                VALUES (\(record.id), \(record.member), \(record.source), \(record.received), \(record.day),
                    \(record.title), \(record.year), \(record.imdb), \(record.tmdb), \(record.rating), \(record.film),
                    \(record.fate), \(record.watch), \(record.reason), \(record.candidates), \(key))
                ON CONFLICT (account_id, key) DO NOTHING
                RETURNING id
                """, logger: logger)
            for try await _ in rows { return (play, true) }
            let kept = try await Self.plays(
                "WHERE account_id = \(play.member.rawValue) AND key = \(key)", on: connection, logger: logger)
            guard let first = kept.first else { throw AccountError.notFound }
            return (first, false)
        }
    }

    public func plays(of member: User.ID, limit: Int) async throws -> [Play] {
        let logger = logger
        return try await access { connection in
            try await Self.plays(
                "WHERE account_id = \(member.rawValue) ORDER BY received DESC, id DESC LIMIT \(limit)",
                on: connection, logger: logger)
        }
    }

    public func play(_ id: Play.ID, of member: User.ID) async throws -> Play? {
        let logger = logger
        return try await access { connection in
            try await Self.plays(
                "WHERE id = \(id.rawValue) AND account_id = \(member.rawValue)", on: connection, logger: logger
            ).first
        }
    }

    public func settle(_ play: Play) async throws {
        let record = PlayRecord(play)
        let logger = logger
        try await access { connection in
            _ = try await connection.query(
                """
                UPDATE play SET fate = \(record.fate), watch_id = \(record.watch), reason = \(record.reason),
                    candidates = \(record.candidates), film = \(record.film), title = \(record.title),
                    year = \(record.year)
                WHERE id = \(record.id) AND account_id = \(record.member)
                """, logger: logger)
        }
    }

    private static func plays(
        _ condition: PostgresQuery, on connection: PostgresConnection, logger: Logger
    ) async throws -> [Play] {
        var query: PostgresQuery = "SELECT \(unescaped: PlayRecord.columns) FROM play "
        query.sql += condition.sql
        query.binds = condition.binds
        let rows = try await connection.query(query, logger: logger)
        var plays: [Play] = []
        for try await row in rows {
            let c = try row.decode(
                (
                    String, String, String, Double, String, String?, Int?, String?, Int?, Int?, String?, String,
                    String?,
                    String?, String?
                ).self)
            let record = PlayRecord(
                id: c.0, member: c.1, source: c.2, received: c.3, day: c.4, title: c.5, year: c.6, imdb: c.7,
                tmdb: c.8, rating: c.9, film: c.10, fate: c.11, watch: c.12, reason: c.13, candidates: c.14)
            if let play = record.toDomain() { plays.append(play) }
        }
        return plays
    }
}
