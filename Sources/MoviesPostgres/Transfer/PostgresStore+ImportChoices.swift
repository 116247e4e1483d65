public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Members' choices for films their imports could not place (migration 12): a film, or NULL to skip.
    static let importChoicesSchema: [PostgresQuery] = [
        """
        CREATE TABLE import_choice (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            hint TEXT NOT NULL,
            film TEXT,
            PRIMARY KEY (account_id, hint)
        )
        """
    ]

    public func importChoices(of member: User.ID, named keys: [String]) async throws -> [String: FilmReference?] {
        guard !keys.isEmpty else { return [:] }
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT hint, film FROM import_choice
                WHERE account_id = \(member.rawValue) AND hint = ANY(\(keys)::text[])
                """, logger: logger)
            var choices: [String: FilmReference?] = [:]
            for try await (hint, film) in rows.decode((String, String?).self) {
                // A kept film no version reads (hand-edited) counts as no choice: the import asks again.
                if let film {
                    guard let reference = try? FilmReference(film) else { continue }
                    choices[hint] = reference
                } else {
                    choices[hint] = .some(nil)
                }
            }
            return choices
        }
    }

    public func keepImportChoices(_ choices: [String: FilmReference?], of member: User.ID) async throws {
        guard !choices.isEmpty else { return }
        let logger = logger
        let hints = Array(choices.keys)
        // One statement for them all; an empty film is a skip.
        let films = hints.map { choices[$0]??.description ?? "" }
        try await access { connection in
            _ = try await connection.query(
                """
                INSERT INTO import_choice (account_id, hint, film)
                SELECT \(member.rawValue), hint, NULLIF(film, '') FROM unnest(\(hints)::text[], \(films)::text[])
                    AS c (hint, film)
                ON CONFLICT (account_id, hint) DO UPDATE SET film = excluded.film
                """, logger: logger)
        }
    }
}
