import GRDB

extension SQLiteStore {
    /// Search's changes of the schema.
    static let searchMigrations: [SQLiteMigration] = [
        SQLiteMigration("v2-recent-queries") { db in
            try db.execute(
                sql: """
                    CREATE TABLE recent_query (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        owner TEXT NOT NULL,
                        normalized_text TEXT NOT NULL,
                        text TEXT NOT NULL,
                        searched_at REAL NOT NULL,
                        UNIQUE (owner, normalized_text)
                    );
                    CREATE INDEX recent_query_by_owner ON recent_query (owner, id);
                    """
            )
        },
        SQLiteMigration("v6-recent-query-upkeep") { db in
            // The row count kept by triggers, so a save knows whether the table is full without counting;
            // an index by age, so expired rows go in one range; and keys the server signs with.
            try db.execute(
                sql: """
                    CREATE TABLE recent_query_total (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        rows INTEGER NOT NULL
                    );
                    INSERT INTO recent_query_total VALUES (1, (SELECT count(*) FROM recent_query));
                    CREATE TRIGGER recent_query_added AFTER INSERT ON recent_query
                        BEGIN UPDATE recent_query_total SET rows = rows + 1; END;
                    CREATE TRIGGER recent_query_removed AFTER DELETE ON recent_query
                        BEGIN UPDATE recent_query_total SET rows = rows - 1; END;
                    CREATE INDEX recent_query_by_age ON recent_query (searched_at);
                    CREATE TABLE signing_key (
                        name TEXT PRIMARY KEY,
                        secret BLOB NOT NULL
                    );
                    """
            )
        },
    ]
}
