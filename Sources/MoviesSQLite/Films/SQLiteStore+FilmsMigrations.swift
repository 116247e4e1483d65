import GRDB

extension SQLiteStore {
    /// Films's changes of the schema.
    static let filmsMigrations: [SQLiteMigration] = [
        SQLiteMigration("v1-catalog") { db in
            try db.execute(
                sql: """
                    CREATE TABLE movie (
                        id INTEGER PRIMARY KEY,
                        title TEXT NOT NULL,
                        search_title TEXT NOT NULL,
                        released TEXT,
                        genres TEXT NOT NULL,
                        directors TEXT NOT NULL,
                        countries TEXT NOT NULL,
                        runtime INTEGER,
                        language TEXT,
                        rating REAL,
                        reviews INTEGER NOT NULL,
                        popularity_rank INTEGER NOT NULL,
                        record TEXT NOT NULL
                    );
                    -- Every word of every title: exact-word lookups and prefix ranges.
                    CREATE TABLE title_term (
                        term TEXT NOT NULL,
                        movie_id INTEGER NOT NULL,
                        PRIMARY KEY (term, movie_id)
                    ) WITHOUT ROWID;
                    -- Short prefixes match thousands of titles: keep them ranked in advance, so a search
                    -- for `a` reads twenty rows instead of ranking every match.
                    CREATE TABLE title_prefix (
                        prefix TEXT NOT NULL,
                        tier INTEGER NOT NULL,
                        popularity_rank INTEGER NOT NULL,
                        movie_id INTEGER NOT NULL,
                        PRIMARY KEY (prefix, tier, popularity_rank, movie_id)
                    ) WITHOUT ROWID;
                    CREATE TABLE catalog_state (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        fingerprint TEXT NOT NULL,
                        movie_count INTEGER NOT NULL,
                        imported_at REAL NOT NULL
                    );
                    """
            )
        },
        SQLiteMigration("v3-response-cache") { db in
            try db.execute(
                sql: """
                    CREATE TABLE response_cache (
                        key TEXT PRIMARY KEY,
                        body BLOB NOT NULL,
                        saved_at REAL NOT NULL
                    );
                    CREATE INDEX response_cache_by_age ON response_cache (saved_at);
                    """
            )
        },
        SQLiteMigration("v4-prefix-membership") { db in
            // "Does film X have a word starting with `t`?" in one index seek, for multi-word queries
            // that start from a rarer word.
            try db.execute(sql: "CREATE INDEX title_prefix_by_movie ON title_prefix (prefix, movie_id)")
        },
        SQLiteMigration("v5-title-index") { db in
            // Search runs in memory on an index built at import and stored as one archive; the index
            // tables go, and the catalog imports again (the resource's index version changed).
            try db.execute(
                sql: """
                    DROP TABLE title_prefix;
                    DROP TABLE title_term;
                    CREATE TABLE title_index (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        archive BLOB NOT NULL
                    );
                    """
            )
        },
        SQLiteMigration("v22-added-films") { db in
            try db.execute(sql: addedFilmsSchema)
        },
        SQLiteMigration("v23-added-film-versions") { db in
            try db.execute(sql: addedFilmVersionsSchema)
        },
    ]
}
