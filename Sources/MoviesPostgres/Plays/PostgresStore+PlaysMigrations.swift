import PostgresNIO

extension PostgresStore {
    /// Plays' changes of the schema.
    static let playsMigrations: [PostgresMigration] = [
        // Plays media servers post, each kept once by its key.
        PostgresMigration(31, playsSchema)
    ]
}
