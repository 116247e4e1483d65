import GRDB
import MoviesData

extension SQLiteStore {
    /// Notifications' changes of the schema.
    static let notificationsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v34-notices-read") { db in
            for statement in NoticeRecord.readSchema { try db.execute(sql: statement) }
        }
    ]
}
