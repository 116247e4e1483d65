import PostgresNIO

extension PostgresStore {
    /// Reviews's changes of the schema.
    static let reviewsMigrations: [PostgresMigration] = [
        // Review likes, and members' ratings counted by film.
        PostgresMigration(10, opinionsSchema),
        // A review belongs to a watch: the reviews kept so far join theirs.
        PostgresMigration(13, reviewsOnWatchesSchema, then: moveReviewsOntoWatches),
        // Members' ratings of a film count public diaries only.
        PostgresMigration(26, publicRatingsSchema),
    ]
}
