import PostgresNIO

extension PostgresStore {
    /// Members' lists (migration 9): the lists, every address each has had (the old ones lead to it still),
    /// and each film's place. A deleted list keeps its rows, marked, until the member's next delete.
    static let listsSchema: [PostgresQuery] = [
        """
        CREATE TABLE film_list (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            title TEXT NOT NULL,
            description TEXT,
            ranked BOOLEAN NOT NULL,
            public BOOLEAN NOT NULL,
            slug TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            updated DOUBLE PRECISION NOT NULL,
            film_count INTEGER NOT NULL DEFAULT 0,
            deleted DOUBLE PRECISION
        )
        """,
        "CREATE INDEX film_list_of_account ON film_list (account_id, updated DESC)",
        """
        CREATE TABLE film_list_slug (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            slug TEXT NOT NULL,
            list_id TEXT NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
            PRIMARY KEY (account_id, slug)
        )
        """,
        """
        CREATE TABLE film_list_entry (
            list_id TEXT NOT NULL REFERENCES film_list (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            poster_path TEXT,
            position INTEGER NOT NULL,
            note TEXT,
            added DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (list_id, film)
        )
        """,
        "CREATE INDEX film_list_entry_place ON film_list_entry (list_id, position)",
    ]
}
