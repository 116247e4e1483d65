import GRDB
public import MoviesDomain

extension SQLiteStore {
    /// Members' choices for films their imports could not place (migration 17): a film, or NULL to skip.
    static let importChoicesSchema = """
        CREATE TABLE import_choice (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            hint TEXT NOT NULL,
            film TEXT,
            PRIMARY KEY (account_id, hint)
        ) WITHOUT ROWID;
        """

    public func importChoices(of member: User.ID, named keys: [String]) async throws -> [String: FilmReference?] {
        guard !keys.isEmpty else { return [:] }
        return try await read { db in
            let marks = databaseQuestionMarks(count: keys.count)
            let rows = try Row.fetchAll(
                db, sql: "SELECT hint, film FROM import_choice WHERE account_id = ? AND hint IN (\(marks))",
                arguments: StatementArguments([member.rawValue] + keys))
            var choices: [String: FilmReference?] = [:]
            for row in rows {
                let film: String? = row["film"]
                // A kept film no version reads (hand-edited) counts as no choice: the import asks again.
                if let film {
                    guard let reference = try? FilmReference(film) else { continue }
                    choices[row["hint"]] = reference
                } else {
                    choices[row["hint"]] = .some(nil)
                }
            }
            return choices
        }
    }

    public func keepImportChoices(_ choices: [String: FilmReference?], of member: User.ID) async throws {
        try await write { db in
            let statement = try db.cachedStatement(
                sql: """
                    INSERT INTO import_choice (account_id, hint, film) VALUES (?, ?, ?)
                    ON CONFLICT (account_id, hint) DO UPDATE SET film = excluded.film
                    """)
            for (hint, film) in choices {
                try statement.execute(arguments: [member.rawValue, hint, film?.description])
            }
        }
    }
}
