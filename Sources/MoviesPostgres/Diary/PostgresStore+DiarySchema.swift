import PostgresNIO

extension PostgresStore {
    /// Members' watches and their one rating of each film (migration 7). A deleted watch keeps its row,
    /// marked, until the member's next delete, so that it can be undone.
    static let diarySchema: [PostgresQuery] = [
        """
        CREATE TABLE watch (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            runtime INTEGER,
            genres TEXT NOT NULL,
            directors TEXT NOT NULL,
            cast_names TEXT NOT NULL,
            people TEXT NOT NULL,
            day TEXT,
            rating INTEGER CHECK (rating BETWEEN 1 AND 10),
            rewatch BOOLEAN NOT NULL,
            liked BOOLEAN NOT NULL,
            logged DOUBLE PRECISION NOT NULL,
            deleted DOUBLE PRECISION
        )
        """,
        "CREATE INDEX watch_diary ON watch (account_id, day DESC NULLS LAST, logged DESC)",
        "CREATE INDEX watch_of_film ON watch (account_id, film)",
        """
        CREATE TABLE film_rating (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
            rated DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (account_id, film)
        )
        """,
        """
        CREATE TABLE diary_setting (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            public BOOLEAN NOT NULL
        )
        """,
        """
        INSERT INTO film_rating (account_id, film, rating, rated)
            SELECT account_id, film, rating, coalesce(edited, written) FROM review
        """,
    ]
}

extension PostgresStore {
    /// What statistics are read from without reading every watch (migration 8): each day's watches (`''`
    /// for no known day), each film of a member's diary as it was first logged, how many watches of it each
    /// period holds (a year, or 0 for all time), and the films of each period counted by genre, decade and
    /// person. Kept as watches are logged, changed, deleted and brought back.
    static let diaryCountsSchema: [PostgresQuery] = [
        """
        CREATE TABLE diary_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            runtime INTEGER,
            genres TEXT NOT NULL,
            directors TEXT NOT NULL,
            cast_names TEXT NOT NULL,
            people TEXT NOT NULL,
            PRIMARY KEY (account_id, film)
        )
        """,
        """
        CREATE TABLE diary_film_period (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            period INTEGER NOT NULL,
            film TEXT NOT NULL,
            watches INTEGER NOT NULL,
            -- The film's title and the member's rating of it, kept here for the period's highest rated.
            title TEXT NOT NULL,
            rating INTEGER,
            PRIMARY KEY (account_id, period, film)
        )
        """,
        """
        CREATE TABLE diary_count (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            period INTEGER NOT NULL,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            page TEXT,
            films INTEGER NOT NULL,
            PRIMARY KEY (account_id, period, kind, key)
        )
        """,
        #"CREATE INDEX diary_count_most ON diary_count (account_id, period, kind, films DESC, key COLLATE "C")"#,
        "CREATE INDEX diary_film_period_film ON diary_film_period (account_id, film)",
        #"CREATE INDEX diary_film_period_rated ON diary_film_period (account_id, period, rating DESC, title COLLATE "C", film COLLATE "C")"#,
        """
        CREATE TABLE diary_day (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            watches INTEGER NOT NULL,
            rewatches INTEGER NOT NULL,
            minutes INTEGER NOT NULL,
            PRIMARY KEY (account_id, day)
        )
        """,
        "CREATE INDEX watch_kept ON watch (account_id) WHERE deleted IS NULL",
        """
        INSERT INTO diary_day (account_id, day, watches, rewatches, minutes)
            SELECT account_id, coalesce(day, ''), count(*), sum(CASE WHEN rewatch THEN 1 ELSE 0 END),
                sum(coalesce(runtime, 0))
            FROM watch WHERE deleted IS NULL GROUP BY account_id, coalesce(day, '')
        """,
    ]
}
