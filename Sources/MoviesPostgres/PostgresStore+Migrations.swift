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
                """
                CREATE TABLE recent_query (
                    id BIGSERIAL PRIMARY KEY,
                    owner TEXT NOT NULL,
                    normalized_text TEXT NOT NULL,
                    text TEXT NOT NULL,
                    searched_at DOUBLE PRECISION NOT NULL,
                    UNIQUE (owner, normalized_text)
                )
                """,
                "CREATE INDEX recent_query_by_owner ON recent_query (owner, id)",
                "CREATE INDEX recent_query_by_age ON recent_query (searched_at)",
                // The row count kept by triggers, so a save knows whether the table is full without counting;
                // its one row is also the lock that orders saves from every server.
                "CREATE TABLE recent_query_total (id INTEGER PRIMARY KEY CHECK (id = 1), rows BIGINT NOT NULL)",
                "INSERT INTO recent_query_total VALUES (1, 0)",
                """
                CREATE FUNCTION recent_query_count() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF TG_OP = 'INSERT' THEN
                        UPDATE recent_query_total SET rows = rows + 1 WHERE id = 1;
                    ELSE
                        UPDATE recent_query_total SET rows = rows - 1 WHERE id = 1;
                    END IF;
                    RETURN NULL;
                END $$
                """,
                """
                CREATE TRIGGER recent_query_counted AFTER INSERT OR DELETE ON recent_query
                    FOR EACH ROW EXECUTE FUNCTION recent_query_count()
                """,
                // One save by the rules of RecentQuerySave, in one round trip: expire, refuse a newcomer when
                // full, replace the same text, keep the owner's newest rows.
                """
                CREATE FUNCTION save_recent_query(
                    p_owner TEXT, p_normalized TEXT, p_text TEXT, p_at DOUBLE PRECISION, p_expiry DOUBLE PRECISION,
                    p_capacity BIGINT, p_total_capacity BIGINT
                ) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
                DECLARE
                    total BIGINT;
                    owned BIGINT;
                BEGIN
                    PERFORM 1 FROM recent_query_total WHERE id = 1 FOR UPDATE;
                    DELETE FROM recent_query WHERE searched_at < p_expiry;
                    SELECT rows INTO total FROM recent_query_total WHERE id = 1;
                    SELECT count(*) INTO owned FROM recent_query WHERE owner = p_owner;
                    IF owned = 0 AND total >= p_total_capacity THEN
                        RETURN FALSE;
                    END IF;
                    DELETE FROM recent_query WHERE owner = p_owner AND normalized_text = p_normalized;
                    INSERT INTO recent_query (owner, normalized_text, text, searched_at)
                        VALUES (p_owner, p_normalized, p_text, p_at);
                    DELETE FROM recent_query WHERE owner = p_owner AND id NOT IN (
                        SELECT id FROM recent_query WHERE owner = p_owner ORDER BY id DESC
                        LIMIT GREATEST(1, LEAST(
                            CASE WHEN total >= p_total_capacity THEN owned ELSE p_capacity END, p_capacity)));
                    RETURN TRUE;
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
        (
            2,
            [
                // A whole group of saves in one round trip: a server's saves arrive together, and one round
                // trip each made the database the bottleneck of a search.
                """
                CREATE FUNCTION save_recent_queries(
                    p_owners TEXT[], p_normalized TEXT[], p_texts TEXT[], p_at DOUBLE PRECISION[],
                    p_expiry DOUBLE PRECISION[], p_capacity BIGINT[], p_total_capacity BIGINT[]
                ) RETURNS SETOF BOOLEAN LANGUAGE plpgsql AS $$
                BEGIN
                    FOR i IN 1 .. coalesce(array_length(p_owners, 1), 0) LOOP
                        RETURN NEXT save_recent_query(p_owners[i], p_normalized[i], p_texts[i], p_at[i], p_expiry[i],
                            p_capacity[i], p_total_capacity[i]);
                    END LOOP;
                END $$
                """
            ]
        ),
        (
            3,
            [
                // One row a visitor, its queries in arrays, newest first, and no index on what changes: a
                // save is one update that PostgreSQL can make in place (HOT) and prune without a vacuum. A
                // row a query left two dead tuples a save, and a busy visitor's searches slowed down
                // until autovacuum came by.
                """
                CREATE TABLE recent_query_list (
                    owner TEXT PRIMARY KEY,
                    normalized TEXT[] NOT NULL,
                    texts TEXT[] NOT NULL,
                    searched_at DOUBLE PRECISION[] NOT NULL,
                    last_searched DOUBLE PRECISION NOT NULL
                ) WITH (fillfactor = 70)
                """,
                """
                INSERT INTO recent_query_list
                SELECT owner, array_agg(normalized_text ORDER BY id DESC), array_agg(text ORDER BY id DESC),
                    array_agg(searched_at ORDER BY id DESC), max(searched_at)
                FROM recent_query GROUP BY owner
                """,
                "DROP TRIGGER recent_query_counted ON recent_query",
                "DROP TABLE recent_query",
                "DROP FUNCTION recent_query_count()",
                "ALTER TABLE recent_query_total ADD COLUMN purged_at DOUBLE PRECISION NOT NULL DEFAULT 0",
                "UPDATE recent_query_total SET rows = (SELECT coalesce(sum(cardinality(texts)), 0) FROM recent_query_list)",
                // The rules of RecentQuerySave. Lists whose last search is older than the retention are
                // looked for at most once a minute (a scan: there is no index on the time), and a list's
                // own expired queries whenever it is saved to.
                """
                CREATE OR REPLACE FUNCTION save_recent_query(
                    p_owner TEXT, p_normalized TEXT, p_text TEXT, p_at DOUBLE PRECISION, p_expiry DOUBLE PRECISION,
                    p_capacity BIGINT, p_total_capacity BIGINT
                ) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
                DECLARE
                    total BIGINT;
                    purged DOUBLE PRECISION;
                    before INTEGER := 0;
                    owned BIGINT := 0;
                    kept BIGINT;
                    n TEXT[] := '{}';
                    t TEXT[] := '{}';
                    a DOUBLE PRECISION[] := '{}';
                    list recent_query_list%ROWTYPE;
                BEGIN
                    SELECT rows, purged_at INTO total, purged FROM recent_query_total WHERE id = 1 FOR UPDATE;
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
                        UPDATE recent_query_total SET rows = total, purged_at = purged WHERE id = 1;
                        RETURN FALSE;
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
                    UPDATE recent_query_total SET rows = total - owned + cardinality(t), purged_at = purged WHERE id = 1;
                    RETURN TRUE;
                END $$
                """,
            ]
        ),
        (
            4,
            [
                // The row count is read and written once a group, not once a save.
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
                """
                CREATE OR REPLACE FUNCTION save_recent_queries(
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
                DROP FUNCTION save_recent_query(TEXT, TEXT, TEXT, DOUBLE PRECISION, DOUBLE PRECISION, BIGINT, BIGINT)
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
                try await connection.query(
                    "INSERT INTO schema_migration (version) VALUES (\(migration.version))", logger: logger)
                logger.notice("migrated the database to version \(migration.version)")
            }
        }
    }
}
