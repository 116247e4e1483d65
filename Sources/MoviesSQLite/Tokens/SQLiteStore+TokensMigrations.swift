import GRDB

extension SQLiteStore {
    /// Tokens's changes of the schema.
    static let tokensMigrations: [SQLiteMigration] = [
        SQLiteMigration("v10-access-tokens") { db in
            try db.execute(sql: accessTokensSchema)
        },
        SQLiteMigration("v11-token-last-use") { db in
            try db.execute(sql: "ALTER TABLE access_token ADD COLUMN last_used REAL")
        },
    ]
}
