import Logging
import MoviesData
import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Advisory lock keys, so servers sharing the database take turns: one for migrating, one for
    /// importing the catalog.
    enum LockKey {
        static let migrations: Int64 = 0x4D4F_5649_4553_0001
        static let catalog: Int64 = 0x4D4F_5649_4553_0002
    }

    /// The schema, one migration per change, each a list of statements. A migration is never edited once
    /// released: a change is a new one.
    static let migrations: [(version: Int, statements: [PostgresQuery])] = [
        (
            1,
            [
                """
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
                    rating DOUBLE PRECISION,
                    reviews INTEGER NOT NULL,
                    popularity_rank INTEGER NOT NULL,
                    record TEXT NOT NULL
                )
                """,
                """
                CREATE TABLE catalog_state (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    fingerprint TEXT NOT NULL,
                    movie_count INTEGER NOT NULL,
                    imported_at DOUBLE PRECISION NOT NULL,
                    title_index BYTEA NOT NULL
                )
                """,
                // A visitor's recent queries in one row, newest first, and no index on what changes: a save
                // is one update that PostgreSQL can make in place (HOT) and prune without a vacuum. (A row a
                // query left two dead tuples a save, and a busy visitor's saves slowed down until autovacuum
                // came by.)
                """
                CREATE TABLE recent_query_list (
                    owner TEXT PRIMARY KEY,
                    normalized TEXT[] NOT NULL,
                    texts TEXT[] NOT NULL,
                    searched_at DOUBLE PRECISION[] NOT NULL,
                    last_searched DOUBLE PRECISION NOT NULL
                ) WITH (fillfactor = 70)
                """,
                // The number of queries kept, so a save knows whether the table is full without counting,
                // and when expired lists were last looked for; its one row is also the lock that orders the
                // saves of every server.
                """
                CREATE TABLE recent_query_total (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    rows BIGINT NOT NULL,
                    purged_at DOUBLE PRECISION NOT NULL
                )
                """,
                "INSERT INTO recent_query_total VALUES (1, 0, 0)",
                // One save by the rules of RecentQuerySave. Lists whose last search is older than the
                // retention are looked for at most once a minute (a scan: there is no index on the time),
                // and a list's own expired queries whenever it is saved to.
                """
                CREATE FUNCTION apply_recent_query(
                    p_owner TEXT, p_normalized TEXT, p_text TEXT, p_at DOUBLE PRECISION, p_expiry DOUBLE PRECISION,
                    p_capacity BIGINT, p_total_capacity BIGINT, INOUT total BIGINT, INOUT purged DOUBLE PRECISION,
                    OUT saved BOOLEAN
                ) LANGUAGE plpgsql AS $$
                DECLARE
                    before INTEGER := 0;
                    owned BIGINT := 0;
                    kept BIGINT;
                    n TEXT[] := '{}';
                    t TEXT[] := '{}';
                    a DOUBLE PRECISION[] := '{}';
                    list recent_query_list%ROWTYPE;
                BEGIN
                    IF p_at - purged >= LEAST(60, p_at - p_expiry) THEN
                        WITH gone AS (
                            DELETE FROM recent_query_list WHERE last_searched < p_expiry
                            RETURNING cardinality(texts) AS size)
                        SELECT total - coalesce(sum(size), 0) INTO total FROM gone;
                        purged := p_at;
                    END IF;
                    SELECT * INTO list FROM recent_query_list WHERE owner = p_owner;
                    IF FOUND THEN
                        before := cardinality(list.texts);
                        SELECT count(*),
                            coalesce(array_agg(x.nn ORDER BY x.i) FILTER (WHERE x.nn <> p_normalized), '{}'),
                            coalesce(array_agg(x.tt ORDER BY x.i) FILTER (WHERE x.nn <> p_normalized), '{}'),
                            coalesce(array_agg(x.aa ORDER BY x.i) FILTER (WHERE x.nn <> p_normalized), '{}')
                        INTO owned, n, t, a
                        FROM unnest(list.normalized, list.texts, list.searched_at) WITH ORDINALITY AS x (nn, tt, aa, i)
                        WHERE x.aa >= p_expiry;
                    END IF;
                    IF owned = 0 AND total - before >= p_total_capacity THEN
                        IF FOUND THEN
                            DELETE FROM recent_query_list WHERE owner = p_owner;
                            total := total - before;
                        END IF;
                        saved := FALSE;
                        RETURN;
                    END IF;
                    total := total - before + owned;
                    kept := GREATEST(1, LEAST(CASE WHEN total >= p_total_capacity THEN owned ELSE p_capacity END, p_capacity));
                    n := (ARRAY[p_normalized] || n)[1:kept];
                    t := (ARRAY[p_text] || t)[1:kept];
                    a := (ARRAY[p_at] || a)[1:kept];
                    INSERT INTO recent_query_list (owner, normalized, texts, searched_at, last_searched)
                    VALUES (p_owner, n, t, a, p_at)
                    ON CONFLICT (owner) DO UPDATE SET normalized = excluded.normalized, texts = excluded.texts,
                        searched_at = excluded.searched_at, last_searched = excluded.last_searched;
                    total := total - owned + cardinality(t);
                    saved := TRUE;
                END $$
                """,
                // A whole group of saves in one round trip, the row count read and written once: a server's
                // saves arrive together, and a round trip each made the database a search's bottleneck.
                """
                CREATE FUNCTION save_recent_queries(
                    p_owners TEXT[], p_normalized TEXT[], p_texts TEXT[], p_at DOUBLE PRECISION[],
                    p_expiry DOUBLE PRECISION[], p_capacity BIGINT[], p_total_capacity BIGINT[]
                ) RETURNS SETOF BOOLEAN LANGUAGE plpgsql AS $$
                DECLARE
                    total BIGINT;
                    purged DOUBLE PRECISION;
                    saved BOOLEAN;
                BEGIN
                    SELECT rows, purged_at INTO total, purged FROM recent_query_total WHERE id = 1 FOR UPDATE;
                    FOR i IN 1 .. coalesce(array_length(p_owners, 1), 0) LOOP
                        SELECT r.total, r.purged, r.saved INTO total, purged, saved
                        FROM apply_recent_query(p_owners[i], p_normalized[i], p_texts[i], p_at[i], p_expiry[i],
                            p_capacity[i], p_total_capacity[i], total, purged) AS r;
                        RETURN NEXT saved;
                    END LOOP;
                    UPDATE recent_query_total SET rows = total, purged_at = purged WHERE id = 1;
                END $$
                """,
                """
                CREATE TABLE response_cache (
                    key TEXT PRIMARY KEY,
                    body BYTEA NOT NULL,
                    saved_at DOUBLE PRECISION NOT NULL
                )
                """,
                "CREATE INDEX response_cache_by_age ON response_cache (saved_at)",
                "CREATE TABLE signing_key (name TEXT PRIMARY KEY, secret BYTEA NOT NULL)",
            ]
        ),
        (2, membersSchema),
        (
            3,
            [
                "CREATE TABLE attempt (key TEXT NOT NULL, at DOUBLE PRECISION NOT NULL)",
                "CREATE INDEX attempt_by_key ON attempt (key, at)",
                "CREATE INDEX attempt_by_age ON attempt (at)",
            ]
        ),
        // Names keyed by what they look like (UTS #39's skeleton): the keys are made again in Swift, by
        // ``rekeyNames(on:logger:)``.
        (4, []),
        (5, accessTokensSchema),
        // When each token was last used, for the member's list of them.
        (6, ["ALTER TABLE access_token ADD COLUMN last_used DOUBLE PRECISION"]),
        // The diary: watches, and each member's rating of a film (their reviews' ratings to begin with).
        (7, diarySchema),
        (8, diaryCountsSchema),
        // Members' lists of films.
        (9, listsSchema),
        // Review likes, and members' ratings counted by film.
        (10, opinionsSchema),
        // One import a member at a time, across servers.
        (11, importTurnsSchema),
        // Members' choices for the films their imports could not place.
        (12, importChoicesSchema),
        // A review belongs to a watch: the reviews kept so far join theirs.
        (13, reviewsOnWatchesSchema),
        // Tags on watches.
        (14, tagsSchema),
        // When a watch was liked (Letterboxd's likes keep a date).
        (15, ["ALTER TABLE watch ADD COLUMN liked_at DOUBLE PRECISION"]),
        // Imports written in the background, kept where every server sees them.
        (16, importJobsSchema),
        // Films members added, which the catalog lacked.
        (17, addedFilmsSchema),
        // The added films' change counter, which every server looks at.
        (18, addedFilmVersionsSchema),
        // Who follows whom, and who blocked whom.
        (19, followsSchema),
        // Activity in the order feeds read it.
        (20, feedSchema),
        // Comments under reviews and lists.
        (21, commentsSchema),
        // The members each watch names, and the offers that makes.
        (22, togetherSchema),
        // Whose things each comment is under, and when each member last looked at what is new.
        (23, newsSchema),
        // The films each member is not interested in, never recommended to them again.
        (24, dismissedFilmsSchema),
        // Each film's raters, to find the members whose taste is like a member's.
        (25, [PostgresQuery(unsafeSQL: KindredQuery.index)]),
        // Members' ratings of a film count public diaries only.
        (26, publicRatingsSchema),
        // Whether a private diary may shape friends' picks, unnamed: not until its member says so.
        (27, ["ALTER TABLE diary_setting ADD COLUMN shapes_picks BOOLEAN NOT NULL DEFAULT false"]),
        // Each answer to a watching-together offer, so a member named again is not offered it again.
        (
            28,
            [
                PostgresQuery(unsafeSQL: TogetherRecord.answersSchema(.postgres)),
                """
                INSERT INTO offer_answer (watch_id, account_id, answered)
                SELECT watch_id, account_id, answered FROM watch_companion WHERE answered IS NOT NULL
                """,
            ]
        ),
    ]

    /// Applies the migrations not yet applied, in one transaction holding an advisory lock: servers that
    /// start together wait for each other, and the schema is migrated exactly once.
    func migrate() async throws {
        let logger = logger
        try await transaction(timeout: Self.longTimeout) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(LockKey.migrations))", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS schema_migration (
                    version INTEGER PRIMARY KEY,
                    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
                )
                """, logger: logger)
            var applied = Set<Int>()
            for try await version in try await connection.query(
                "SELECT version FROM schema_migration", logger: logger
            ).decode(Int.self) {
                applied.insert(version)
            }
            for migration in Self.migrations where !applied.contains(migration.version) {
                for statement in migration.statements { try await connection.query(statement, logger: logger) }
                if migration.version == 4 { try await Self.rekeyNames(on: connection, logger: logger) }
                if migration.version == 8 { try await Self.countDiaries(on: connection, logger: logger) }
                if migration.version == 13 { try await Self.moveReviewsOntoWatches(on: connection, logger: logger) }
                try await connection.query(
                    "INSERT INTO schema_migration (version) VALUES (\(migration.version))", logger: logger)
                logger.notice("migrated the database to version \(migration.version)")
            }
        }
    }

    /// Makes every account's name key again by today's rule; two existing names that now share a key keep
    /// their old keys (the first to join gets the new one).
    static func rekeyNames(on connection: PostgresConnection, logger: Logger) async throws {
        var accounts: [(id: String, name: String)] = []
        for try await (id, name) in try await connection.query(
            "SELECT id, name FROM account ORDER BY joined", logger: logger
        ).decode((String, String).self) {
            accounts.append((id, name))
        }
        for account in accounts {
            guard let name = try? UserName(stored: account.name) else { continue }
            try await connection.query(
                """
                UPDATE account SET name_key = \(name.key) WHERE id = \(account.id)
                    AND NOT EXISTS (SELECT 1 FROM account WHERE name_key = \(name.key) AND id <> \(account.id))
                """, logger: logger)
        }
    }
}
