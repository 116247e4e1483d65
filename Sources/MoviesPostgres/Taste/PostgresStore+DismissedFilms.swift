public import Foundation
import Logging
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// The films each member is not interested in (migration 24), gone with the account.
    static let dismissedFilmsSchema: [PostgresQuery] = [
        """
        CREATE TABLE dismissed_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            dismissed DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, film)
        )
        """
    ]

    public func dismiss(_ film: FilmReference, by member: User.ID, at time: Date) async throws -> Bool {
        let logger = logger
        let (id, key, seconds) = (member.rawValue, film.description, time.timeIntervalSince1970)
        return try await access { connection in
            try await Self.requiringAccount {
                try await Self.count(
                    """
                    INSERT INTO dismissed_film (account_id, film, dismissed) VALUES (\(id), \(key), \(seconds))
                    ON CONFLICT DO NOTHING RETURNING 1
                    """, on: connection, logger: logger) > 0
            }
        }
    }

    public func undismiss(_ film: FilmReference, by member: User.ID) async throws -> Bool {
        let logger = logger
        let (id, key) = (member.rawValue, film.description)
        return try await access { connection in
            try await Self.count(
                "DELETE FROM dismissed_film WHERE account_id = \(id) AND film = \(key) RETURNING 1", on: connection,
                logger: logger) > 0
        }
    }

    public func dismissed(by member: User.ID) async throws -> Set<FilmReference> {
        let logger = logger
        let id = member.rawValue
        return try await access { connection in
            let films = try await Self.strings(
                "SELECT film FROM dismissed_film WHERE account_id = \(id)", on: connection, logger: logger)
            return Set(films.compactMap { try? FilmReference($0) })
        }
    }
}
