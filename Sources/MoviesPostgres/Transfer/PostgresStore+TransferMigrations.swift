import PostgresNIO

extension PostgresStore {
    /// Transfer's changes of the schema.
    static let transferMigrations: [PostgresMigration] = [
        // One import a member at a time, across servers.
        PostgresMigration(11, importTurnsSchema),
        // Members' choices for the films their imports could not place.
        PostgresMigration(12, importChoicesSchema),
        // Imports written in the background, kept where every server sees them.
        PostgresMigration(16, importJobsSchema),
    ]
}
