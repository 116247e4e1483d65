import MoviesData
import PostgresNIO

extension PostgresStore {
    /// Notifications' changes of the schema.
    static let notificationsMigrations: [PostgresMigration] = [
        // When each member last looked at what is new is when they last read their notices.
        PostgresMigration(29, NoticeRecord.readSchema.map { PostgresQuery(unsafeSQL: $0) })
    ]
}
