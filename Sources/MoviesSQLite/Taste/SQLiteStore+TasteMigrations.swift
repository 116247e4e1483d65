import GRDB
import MoviesData

extension SQLiteStore {
    /// Taste's changes of the schema.
    static let tasteMigrations: [SQLiteMigration] = [
        SQLiteMigration("v29-dismissed-films") { db in
            try db.execute(sql: dismissedFilmsSchema)
        },
        SQLiteMigration("v30-kindred") { db in
            try db.execute(sql: KindredQuery.index)
        },
    ]
}
