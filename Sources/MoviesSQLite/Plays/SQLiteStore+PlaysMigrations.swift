import GRDB

extension SQLiteStore {
    /// Plays' changes of the schema.
    static let playsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v36-plays") { db in
            try db.execute(sql: playsSchema)
        }
    ]
}
