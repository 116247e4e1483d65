import GRDB
import MoviesData

extension SQLiteStore {
    /// Club's changes of the schema.
    static let clubMigrations: [SQLiteMigration] = [
        SQLiteMigration("v24-follows") { db in
            try db.execute(sql: followsSchema)
        },
        SQLiteMigration("v25-feed") { db in
            try db.execute(sql: feedSchema)
        },
        SQLiteMigration("v26-comments") { db in
            try db.execute(sql: commentsSchema)
        },
        SQLiteMigration("v27-watched-together") { db in
            try db.execute(sql: togetherSchema)
        },
        SQLiteMigration("v28-news") { db in
            try db.execute(sql: newsSchema)
        },
        SQLiteMigration("v33-offer-answers") { db in
            try db.execute(sql: TogetherRecord.answersSchema(.sqlite))
            try db.execute(
                sql: """
                    INSERT INTO offer_answer (watch_id, account_id, answered)
                    SELECT watch_id, account_id, answered FROM watch_companion WHERE answered IS NOT NULL
                    """)
        },
    ]
}
