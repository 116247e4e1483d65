import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// How many rows `query` answered (a change with `RETURNING 1` answers one a row it changed).
    static func count(_ query: PostgresQuery, on connection: PostgresConnection, logger: Logger) async throws -> Int {
        var count = 0
        for try await _ in try await connection.query(query, logger: logger) { count += 1 }
        return count
    }

    /// The first column of every row `query` answered, as text.
    static func strings(
        _ query: PostgresQuery, on connection: PostgresConnection, logger: Logger
    ) async throws
        -> [String]
    {
        var strings: [String] = []
        for try await string in try await connection.query(query, logger: logger).decode(String.self) {
            strings.append(string)
        }
        return strings
    }

    /// A row for an account that does not exist (deleted meanwhile) is ``AccountError/notFound``.
    @discardableResult
    static func requiringAccount<Value>(_ change: () async throws -> Value) async throws -> Value {
        do {
            return try await change()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23503" {
            throw AccountError.notFound
        }
    }

    /// Drops the posters of `films` that no saved row holds any more.
    static func dropUnheldPosters(_ films: [String], on connection: PostgresConnection, logger: Logger) async throws {
        guard !films.isEmpty else { return }
        try await connection.query(
            """
            DELETE FROM saved_poster p WHERE p.film = ANY(\(Array(Set(films)))::text[])
            AND NOT EXISTS (SELECT 1 FROM saved_film s WHERE s.film = p.film)
            """, logger: logger)
    }
}
