import MoviesData
import PostgresNIO

extension PostgresStore {
    /// Taste's changes of the schema.
    static let tasteMigrations: [PostgresMigration] = [
        // The films each member is not interested in, never recommended to them again.
        PostgresMigration(24, dismissedFilmsSchema),
        // Each film's raters, to find the members whose taste is like a member's.
        PostgresMigration(25, [PostgresQuery(unsafeSQL: KindredQuery.index)]),
    ]
}
