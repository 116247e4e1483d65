import PostgresNIO

extension PostgresStore {
    /// Lists's changes of the schema.
    static let listsMigrations: [PostgresMigration] = [
        // Members' lists of films.
        PostgresMigration(9, listsSchema)
    ]
}
