import PostgresNIO

extension PostgresStore {
    /// Tokens's changes of the schema.
    static let tokensMigrations: [PostgresMigration] = [
        PostgresMigration(5, accessTokensSchema),
        // When each token was last used, for the member's list of them.
        PostgresMigration(6, ["ALTER TABLE access_token ADD COLUMN last_used DOUBLE PRECISION"]),
    ]
}
