import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Accounts's changes of the schema.
    static let accountsMigrations: [PostgresMigration] = [
        PostgresMigration(2, membersSchema),
        PostgresMigration(
            3,
            [
                "CREATE TABLE attempt (key TEXT NOT NULL, at DOUBLE PRECISION NOT NULL)",
                "CREATE INDEX attempt_by_key ON attempt (key, at)",
                "CREATE INDEX attempt_by_age ON attempt (at)",
            ]),
        // Names keyed by what they look like (UTS #39's skeleton): the keys are made again in Swift, by
        // ``rekeyNames(on:logger:)``.
        PostgresMigration(4, [], then: rekeyNames),
    ]

    /// Makes every account's name key again by today's rule; two existing names that now share a key keep
    /// their old keys (the first to join gets the new one).
    static func rekeyNames(on connection: PostgresConnection, logger: Logger) async throws {
        var accounts: [(id: String, name: String)] = []
        for try await (id, name) in try await connection.query(
            "SELECT id, name FROM account ORDER BY joined", logger: logger
        ).decode((String, String).self) {
            accounts.append((id, name))
        }
        for account in accounts {
            guard let name = try? UserName(stored: account.name) else { continue }
            try await connection.query(
                """
                UPDATE account SET name_key = \(name.key) WHERE id = \(account.id)
                    AND NOT EXISTS (SELECT 1 FROM account WHERE name_key = \(name.key) AND id <> \(account.id))
                """, logger: logger)
        }
    }
}
