import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Plays members' media servers posted (migration 35), each once by its key.
    static let playsSchema = """
        CREATE TABLE play (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            source TEXT NOT NULL,
            received REAL NOT NULL,
            day TEXT NOT NULL,
            title TEXT,
            year INTEGER,
            imdb TEXT,
            tmdb INTEGER,
            rating INTEGER,
            film TEXT,
            fate TEXT NOT NULL,
            watch_id TEXT,
            reason TEXT,
            candidates TEXT,
            UNIQUE (account_id, key)
        );
        CREATE INDEX play_recent ON play (account_id, received DESC);
        """

    public func addPlay(_ play: Play, key: String) async throws -> (play: Play, isNew: Bool) {
        let record = PlayRecord(play)
        return try await write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO play (\(PlayRecord.columns), key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (account_id, key) DO NOTHING
                    """
            ).execute(arguments: [
                record.id, record.member, record.source, record.received, record.day, record.title, record.year,
                record.imdb, record.tmdb, record.rating, record.film, record.fate, record.watch, record.reason,
                record.candidates, key,
            ])
            if db.changesCount > 0 { return (play, true) }
            let kept = try Self.plays("WHERE account_id = ? AND key = ?", [play.member.rawValue, key], db).first
            guard let kept else { throw AccountError.notFound }
            return (kept, false)
        }
    }

    public func plays(of member: User.ID, limit: Int) async throws -> [Play] {
        try await read { db in
            try Self.plays(
                "WHERE account_id = ? ORDER BY received DESC, id DESC LIMIT ?", [member.rawValue, limit], db)
        }
    }

    public func play(_ id: Play.ID, of member: User.ID) async throws -> Play? {
        try await read { db in
            try Self.plays("WHERE id = ? AND account_id = ?", [id.rawValue, member.rawValue], db).first
        }
    }

    public func settle(_ play: Play) async throws {
        let record = PlayRecord(play)
        try await write { db in
            try db.cachedStatement(
                sql: """
                    UPDATE play SET fate = ?, watch_id = ?, reason = ?, candidates = ?, film = ?, title = ?, year = ?
                    WHERE id = ? AND account_id = ?
                    """
            ).execute(arguments: [
                record.fate, record.watch, record.reason, record.candidates, record.film, record.title, record.year,
                record.id, record.member,
            ])
        }
    }

    private static func plays(
        _ condition: String, _ values: [any DatabaseValueConvertible], _ db: Database
    ) throws
        -> [Play]
    {
        try Row.fetchAll(
            db, sql: "SELECT \(PlayRecord.columns) FROM play \(condition)", arguments: StatementArguments(values)
        )
        .compactMap { row in
            PlayRecord(
                id: row[0], member: row[1], source: row[2], received: row[3], day: row[4], title: row[5],
                year: row[6], imdb: row[7], tmdb: row[8], rating: row[9], film: row[10], fate: row[11],
                watch: row[12], reason: row[13], candidates: row[14]
            ).toDomain()
        }
    }
}
