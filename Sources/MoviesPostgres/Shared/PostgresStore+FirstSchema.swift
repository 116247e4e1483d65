import PostgresNIO

extension PostgresStore {
    /// The schema as the first release made it: the catalog, recent searches, cached answers and signing keys.
    static let firstMigrations: [PostgresMigration] = [
        PostgresMigration(
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
            ])
    ]
}
