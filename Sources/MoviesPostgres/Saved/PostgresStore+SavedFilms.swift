import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    @discardableResult
    public func save(_ film: SavedFilm, poster: PosterImage?, for user: User.ID) async throws -> Bool {
        let logger = logger
        let (owner, reference) = (user.rawValue, film.film.description)
        let movie = SavedMovieDTO.encode(film.movie)
        return try await transaction { connection in
            try await Self.lockSavedFilms(of: owner, on: connection, logger: logger)
            let removed = try await connection.query(
                "SELECT removed FROM saved_film WHERE account_id = \(owner) AND film = \(reference)", logger: logger)
            for try await removed in removed.decode(Bool.self) where !removed { return false }
            try await Self.finishRemovals(of: owner, on: connection, logger: logger)
            try await connection.query(
                """
                INSERT INTO saved_film (account_id, film, movie, saved_at)
                VALUES (\(owner), \(reference), \(movie), \(film.savedAt.timeIntervalSince1970))
                """, logger: logger)
            if let poster {
                try await connection.query(
                    """
                    INSERT INTO saved_poster (film, data, media_type, width)
                    VALUES (\(reference), \(poster.data), \(poster.mediaType), \(poster.width))
                    ON CONFLICT (film) DO UPDATE SET
                        data = excluded.data, media_type = excluded.media_type, width = excluded.width
                    """, logger: logger)
            }
            try await Self.recordChange(of: owner, saved: reference, on: connection, logger: logger)
            return true
        }
    }

    @discardableResult
    public func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool {
        try await removeSaved(of: user, only: film.description) > 0
    }

    @discardableResult
    public func removeAll(for user: User.ID) async throws -> Int {
        try await removeSaved(of: user, only: nil)
    }

    public func undoLastChange(for user: User.ID) async throws -> SavedFilmsChange? {
        let logger = logger
        let owner = user.rawValue
        return try await transaction { connection in
            try await Self.lockSavedFilms(of: owner, on: connection, logger: logger)
            let changes = try await connection.query(
                "DELETE FROM saved_film_change WHERE account_id = \(owner) RETURNING saved_film", logger: logger)
            var change: String?? = nil
            for try await saved in changes.decode(String?.self) { change = .some(saved) }
            guard let change else { return nil }
            if let saved = change {
                try await connection.query(
                    "DELETE FROM saved_film WHERE account_id = \(owner) AND film = \(saved)", logger: logger)
                try await Self.dropUnheldPosters([saved], on: connection, logger: logger)
                return (try? FilmReference(saved)).map { .saved($0) }
            }
            let films = try await Self.strings(
                """
                UPDATE saved_film SET removed = false WHERE account_id = \(owner) AND removed
                RETURNING film
                """, on: connection, logger: logger)
            let newestFirst = try await Self.strings(
                """
                SELECT film FROM saved_film WHERE account_id = \(owner) AND film = ANY(\(films)::text[])
                ORDER BY saved_at DESC
                """, on: connection, logger: logger)
            return .removed(newestFirst.compactMap { try? FilmReference($0) })
        }
    }

    /// Marks the saved films removed (undo can bring them back until the next change): `only` one film,
    /// or all of them. Answers how many.
    private func removeSaved(of user: User.ID, only film: String?) async throws -> Int {
        let logger = logger
        let owner = user.rawValue
        return try await transaction { connection in
            try await Self.lockSavedFilms(of: owner, on: connection, logger: logger)
            let saved = try await Self.strings(
                """
                SELECT film FROM saved_film WHERE account_id = \(owner) AND NOT removed
                AND (\(film)::text IS NULL OR film = \(film))
                """, on: connection, logger: logger)
            guard !saved.isEmpty else { return 0 }
            try await Self.finishRemovals(of: owner, on: connection, logger: logger)
            try await connection.query(
                "UPDATE saved_film SET removed = true WHERE account_id = \(owner) AND film = ANY(\(saved)::text[])",
                logger: logger)
            try await Self.recordChange(of: owner, saved: nil, on: connection, logger: logger)
            return saved.count
        }
    }

    /// One change at a time for a person, on every server: their account row is the lock. No account:
    /// ``AccountError/notFound``.
    private static func lockSavedFilms(
        of owner: String, on connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        let locked = try await count(
            "SELECT 1 FROM account WHERE id = \(owner) FOR NO KEY UPDATE", on: connection, logger: logger)
        guard locked > 0 else { throw AccountError.notFound }
    }

    /// Makes the last removal final: its rows go, and the posters no one else holds.
    private static func finishRemovals(
        of owner: String, on connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        let films = try await strings(
            "DELETE FROM saved_film WHERE account_id = \(owner) AND removed RETURNING film", on: connection,
            logger: logger)
        try await dropUnheldPosters(films, on: connection, logger: logger)
    }

    private static func recordChange(
        of owner: String, saved film: String?, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query(
            """
            INSERT INTO saved_film_change (account_id, saved_film) VALUES (\(owner), \(film))
            ON CONFLICT (account_id) DO UPDATE SET saved_film = excluded.saved_film
            """, logger: logger)
    }
}
