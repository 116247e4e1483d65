import PostgresNIO

extension PostgresStore {
    /// Diary's changes of the schema.
    static let diaryMigrations: [PostgresMigration] = [
        // The diary: watches, and each member's rating of a film (their reviews' ratings to begin with).
        PostgresMigration(7, diarySchema),
        PostgresMigration(8, diaryCountsSchema, then: countDiaries),
        // Tags on watches.
        PostgresMigration(14, tagsSchema),
        // When a watch was liked (Letterboxd's likes keep a date).
        PostgresMigration(15, ["ALTER TABLE watch ADD COLUMN liked_at DOUBLE PRECISION"]),
        // Whether a private diary may shape friends' picks, unnamed: not until its member says so.
        PostgresMigration(27, ["ALTER TABLE diary_setting ADD COLUMN shapes_picks BOOLEAN NOT NULL DEFAULT false"]),
        // Where a watch was recorded: a media server's play, another tracker's history.
        PostgresMigration(30, ["ALTER TABLE watch ADD COLUMN source TEXT"]),
        // The logs phones sent with an id of their own, so one sent again is logged once.
        PostgresMigration(32, sentLogsSchema),
    ]
}
