import GRDB

extension SQLiteStore {
    /// Reviews's changes of the schema.
    static let reviewsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v15-opinions") { db in
            try db.execute(sql: opinionsSchema)
        },
        SQLiteMigration("v18-reviews-on-watches") { db in
            try db.execute(sql: reviewsOnWatchesSchema)
            try moveReviewsOntoWatches(in: db)
        },
        SQLiteMigration("v31-public-ratings") { db in
            try db.execute(sql: publicRatingsSchema)
        },
    ]
}
