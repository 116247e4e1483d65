import GRDB

extension SQLiteStore {
    /// Lists's changes of the schema.
    static let listsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v14-lists") { db in
            try db.execute(sql: listsSchema)
        }
    ]
}
