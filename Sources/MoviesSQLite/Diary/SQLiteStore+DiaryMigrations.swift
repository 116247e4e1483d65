import GRDB

extension SQLiteStore {
    /// Diary's changes of the schema.
    static let diaryMigrations: [SQLiteMigration] = [
        SQLiteMigration("v12-diary") { db in
            try db.execute(sql: diarySchema)
        },
        SQLiteMigration("v13-diary-counts") { db in
            try db.execute(sql: diaryCountsSchema)
            try countDiaries(in: db)
        },
        SQLiteMigration("v19-watch-tags") { db in
            try db.execute(sql: tagsSchema)
        },
        SQLiteMigration("v20-watch-liked-at") { db in
            try db.execute(sql: "ALTER TABLE watch ADD COLUMN liked_at REAL")
        },
        SQLiteMigration("v32-shapes-picks") { db in
            try db.execute(sql: "ALTER TABLE diary_setting ADD COLUMN shapes_picks INTEGER NOT NULL DEFAULT 0")
        },
        SQLiteMigration("v35-watch-source") { db in
            try db.execute(sql: "ALTER TABLE watch ADD COLUMN source TEXT")
        },
        SQLiteMigration("v37-sent-logs") { db in
            try db.execute(sql: sentLogsSchema)
        },
    ]
}
