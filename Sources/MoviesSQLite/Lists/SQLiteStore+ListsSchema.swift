extension SQLiteStore {
    /// Members' lists (migration 14): the lists, every address each has had (the old ones lead to it still),
    /// and each film's place. A deleted list keeps its rows, marked, until the member's next delete.
    static let listsSchema = """
        CREATE TABLE film_list (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            description TEXT,
            ranked INTEGER NOT NULL,
            public INTEGER NOT NULL,
            slug TEXT NOT NULL,
            created REAL NOT NULL,
            updated REAL NOT NULL,
            film_count INTEGER NOT NULL DEFAULT 0,
            deleted REAL
        );
        CREATE INDEX film_list_of_account ON film_list (account_id, updated DESC);
        CREATE TABLE film_list_slug (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            slug TEXT NOT NULL,
            list_id TEXT NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
            PRIMARY KEY (account_id, slug)
        ) WITHOUT ROWID;
        CREATE TABLE film_list_entry (
            list_id TEXT NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            position INTEGER NOT NULL,
            note TEXT,
            added REAL NOT NULL,
            PRIMARY KEY (list_id, film)
        ) WITHOUT ROWID;
        CREATE INDEX film_list_entry_place ON film_list_entry (list_id, position);
        """
}
