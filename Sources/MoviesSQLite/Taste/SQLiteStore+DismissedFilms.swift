public import Foundation
import GRDB
public import MoviesDomain

extension SQLiteStore {
    /// The films each member is not interested in (migration 29), gone with the account.
    static let dismissedFilmsSchema = """
        CREATE TABLE dismissed_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            dismissed REAL NOT NULL,
            PRIMARY KEY (account_id, film)
        ) WITHOUT ROWID;
        """

    public func dismiss(_ film: FilmReference, by member: User.ID, at time: Date) async throws -> Bool {
        try await write { db in
            do {
                try db.execute(
                    sql:
                        "INSERT INTO dismissed_film (account_id, film, dismissed) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    arguments: [member.rawValue, film.description, time.timeIntervalSince1970])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY {
                throw AccountError.notFound
            }
            return db.changesCount > 0
        }
    }

    public func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM dismissed_film WHERE account_id = ? AND film = ?",
                arguments: [member.rawValue, film.description])
            return db.changesCount > 0
        }
    }

    public func dismissed(by member: User.ID) async throws -> Set<FilmReference> {
        try await read { db in
            Set(
                try String.fetchAll(
                    db, sql: "SELECT film FROM dismissed_film WHERE account_id = ?", arguments: [member.rawValue]
                ).compactMap { try? FilmReference($0) })
        }
    }
}
