extension SQLiteStore {
    /// Members' watches and their one rating of each film (migration 12). A deleted watch keeps its row,
    /// marked, until the member's next delete, so that it can be undone.
    static let diarySchema = """
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
            rewatch INTEGER NOT NULL,
            liked INTEGER NOT NULL,
            logged REAL NOT NULL,
            deleted REAL
        );
        CREATE INDEX watch_diary ON watch (account_id, day DESC, logged DESC);
        CREATE INDEX watch_of_film ON watch (account_id, film);
        CREATE TABLE film_rating (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
            rated REAL NOT NULL,
            PRIMARY KEY (account_id, film)
        );
        CREATE TABLE diary_setting (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            public INTEGER NOT NULL
        );
        INSERT INTO film_rating (account_id, film, rating, rated)
            SELECT account_id, film, rating, coalesce(edited, written) FROM review;
        """
}
