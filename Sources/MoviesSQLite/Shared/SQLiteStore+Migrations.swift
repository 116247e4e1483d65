import GRDB
import MoviesData
import MoviesDomain

extension SQLiteStore {
    /// The schema, one migration per change; a database file is brought up to date when it is opened.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1-catalog") { db in
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
        }

        migrator.registerMigration("v2-recent-queries") { db in
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
        }

        migrator.registerMigration("v3-response-cache") { db in
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
        }

        migrator.registerMigration("v4-prefix-membership") { db in
            // "Does film X have a word starting with `t`?" in one index seek, for multi-word queries
            // that start from a rarer word.
            try db.execute(sql: "CREATE INDEX title_prefix_by_movie ON title_prefix (prefix, movie_id)")
        }

        migrator.registerMigration("v5-title-index") { db in
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
        }

        migrator.registerMigration("v6-recent-query-upkeep") { db in
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
        }

        migrator.registerMigration("v7-people") { db in
            try db.execute(sql: membersSchema)
        }

        migrator.registerMigration("v8-attempts") { db in
            // Attempts counted against account limits (wrong passwords, sign-ups, writes), shared by every
            // process on the file.
            try db.execute(
                sql: """
                    CREATE TABLE attempt (key TEXT NOT NULL, at REAL NOT NULL);
                    CREATE INDEX attempt_by_key ON attempt (key, at);
                    CREATE INDEX attempt_by_age ON attempt (at);
                    """
            )
        }

        migrator.registerMigration("v9-name-skeletons") { db in
            // Names are keyed by what they look like (UTS #39's skeleton, case folded), so a look-alike
            // of a taken name is taken: the keys of existing accounts are made again. Two existing names
            // that now share a key keep their old keys (the first to ask keeps the new one).
            for row in try Row.fetchAll(db, sql: "SELECT id, name FROM account ORDER BY joined") {
                guard let name = try? UserName(stored: row["name"]) else { continue }
                let id: String = row["id"]
                try db.execute(
                    sql: """
                        UPDATE account SET name_key = ? WHERE id = ?
                            AND NOT EXISTS (SELECT 1 FROM account WHERE name_key = ? AND id <> ?)
                        """, arguments: [name.key, id, name.key, id])
            }
        }

        migrator.registerMigration("v10-access-tokens") { db in
            try db.execute(sql: accessTokensSchema)
        }

        // When each token was last used, for the member's list of them.
        migrator.registerMigration("v11-token-last-use") { db in
            try db.execute(sql: "ALTER TABLE access_token ADD COLUMN last_used REAL")
        }

        // The diary: watches, and each member's rating of a film (their reviews' ratings to begin with).
        migrator.registerMigration("v12-diary") { db in
            try db.execute(sql: diarySchema)
        }

        // Statistics counted as the diary changes, for the diaries kept so far too.
        migrator.registerMigration("v13-diary-counts") { db in
            try db.execute(sql: diaryCountsSchema)
            try countDiaries(in: db)
        }

        // Members' lists of films.
        migrator.registerMigration("v14-lists") { db in
            try db.execute(sql: listsSchema)
        }

        // Review likes, and members' ratings counted by film.
        migrator.registerMigration("v15-opinions") { db in
            try db.execute(sql: opinionsSchema)
        }

        // One import a member at a time, across processes.
        migrator.registerMigration("v16-import-turns") { db in
            try db.execute(sql: importTurnsSchema)
        }

        // Members' choices for the films their imports could not place.
        migrator.registerMigration("v17-import-choices") { db in
            try db.execute(sql: importChoicesSchema)
        }

        // A review belongs to a watch: the reviews kept so far join theirs.
        migrator.registerMigration("v18-reviews-on-watches") { db in
            try db.execute(sql: reviewsOnWatchesSchema)
            try moveReviewsOntoWatches(in: db)
        }

        // Tags on watches.
        migrator.registerMigration("v19-watch-tags") { db in
            try db.execute(sql: tagsSchema)
        }

        // When a watch was liked (Letterboxd's likes keep a date).
        migrator.registerMigration("v20-watch-liked-at") { db in
            try db.execute(sql: "ALTER TABLE watch ADD COLUMN liked_at REAL")
        }

        // Imports written in the background, kept where every server sees them.
        migrator.registerMigration("v21-import-jobs") { db in
            try db.execute(sql: importJobsSchema)
        }

        // Films members added, which the catalog lacked.
        migrator.registerMigration("v22-added-films") { db in
            try db.execute(sql: addedFilmsSchema)
        }

        // The added films' change counter, which every server looks at.
        migrator.registerMigration("v23-added-film-versions") { db in
            try db.execute(sql: addedFilmVersionsSchema)
        }

        // Who follows whom, and who blocked whom.
        migrator.registerMigration("v24-follows") { db in
            try db.execute(sql: followsSchema)
        }

        // Activity in the order feeds read it.
        migrator.registerMigration("v25-feed") { db in
            try db.execute(sql: feedSchema)
        }

        // Comments under reviews and lists.
        migrator.registerMigration("v26-comments") { db in
            try db.execute(sql: commentsSchema)
        }

        // The members each watch names, and the offers that makes.
        migrator.registerMigration("v27-watched-together") { db in
            try db.execute(sql: togetherSchema)
        }

        // Whose things each comment is under, and when each member last looked at what is new.
        migrator.registerMigration("v28-news") { db in
            try db.execute(sql: newsSchema)
        }

        // The films each member is not interested in, never recommended to them again.
        migrator.registerMigration("v29-dismissed-films") { db in
            try db.execute(sql: dismissedFilmsSchema)
        }

        // Each film's raters, to find the members whose taste is like a member's.
        migrator.registerMigration("v30-kindred") { db in
            try db.execute(sql: KindredQuery.index)
        }

        // Members' ratings of a film count public diaries only.
        migrator.registerMigration("v31-public-ratings") { db in
            try db.execute(sql: publicRatingsSchema)
        }

        // Whether a private diary may shape friends' picks, unnamed: not until its member says so.
        migrator.registerMigration("v32-shapes-picks") { db in
            try db.execute(sql: "ALTER TABLE diary_setting ADD COLUMN shapes_picks INTEGER NOT NULL DEFAULT 0")
        }

        // Each answer to a watching-together offer, so a member named again is not offered it again.
        migrator.registerMigration("v33-offer-answers") { db in
            try db.execute(sql: TogetherRecord.answersSchema(.sqlite))
            try db.execute(
                sql: """
                    INSERT INTO offer_answer (watch_id, account_id, answered)
                    SELECT watch_id, account_id, answered FROM watch_companion WHERE answered IS NOT NULL
                    """)
        }

        return migrator
    }
}
