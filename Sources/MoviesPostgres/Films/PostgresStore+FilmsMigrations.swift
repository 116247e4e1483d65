import PostgresNIO

extension PostgresStore {
    /// Films's changes of the schema.
    static let filmsMigrations: [PostgresMigration] = [
        // Films members added, which the catalog lacked.
        PostgresMigration(17, addedFilmsSchema),
        // The added films' change counter, which every server looks at.
        PostgresMigration(18, addedFilmVersionsSchema),
    ]
}
