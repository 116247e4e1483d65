import GRDB

extension SQLiteStore {
    /// Transfer's changes of the schema.
    static let transferMigrations: [SQLiteMigration] = [
        SQLiteMigration("v16-import-turns") { db in
            try db.execute(sql: importTurnsSchema)
        },
        SQLiteMigration("v17-import-choices") { db in
            try db.execute(sql: importChoicesSchema)
        },
        SQLiteMigration("v21-import-jobs") { db in
            try db.execute(sql: importJobsSchema)
        },
    ]
}
