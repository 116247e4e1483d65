import PostgresNIO

extension PostgresStore {
    /// Accounts and what they own (migration 2); every row an account owns goes with it (`ON DELETE
    /// CASCADE`). Times are seconds since 1970, as in the rest of the schema.
    static let membersSchema: [PostgresQuery] = [
        """
        CREATE TABLE account (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,
            given_name TEXT NOT NULL,
            family_name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            joined DOUBLE PRECISION NOT NULL
        )
        """,
        """
        CREATE TABLE session (
            key TEXT PRIMARY KEY,
            account_id TEXT REFERENCES account (id) ON DELETE CASCADE,
            value BYTEA NOT NULL,
            expires DOUBLE PRECISION NOT NULL
        )
        """,
        "CREATE INDEX session_by_account ON session (account_id)",
        "CREATE INDEX session_by_expiry ON session (expires)",
        // A removal stays as rows marked removed until the next change, so undo can bring them back.
        """
        CREATE TABLE saved_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            movie TEXT NOT NULL,
            saved_at DOUBLE PRECISION NOT NULL,
            removed BOOLEAN NOT NULL DEFAULT false,
            PRIMARY KEY (account_id, film)
        )
        """,
        "CREATE INDEX saved_film_newest ON saved_film (account_id, removed, saved_at)",
        "CREATE INDEX saved_film_by_film ON saved_film (film)",
        // The last change, for undo: a film saved, or (saved_film NULL) the rows marked removed.
        """
        CREATE TABLE saved_film_change (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            saved_film TEXT
        )
        """,
        """
        CREATE TABLE saved_poster (
            film TEXT PRIMARY KEY,
            data BYTEA NOT NULL,
            media_type TEXT NOT NULL,
            width INTEGER NOT NULL
        )
        """,
        """
        CREATE TABLE review (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
            body TEXT,
            spoilers BOOLEAN NOT NULL,
            written DOUBLE PRECISION NOT NULL,
            edited DOUBLE PRECISION,
            PRIMARY KEY (account_id, film)
        )
        """,
        "CREATE INDEX review_of_film ON review (film, written)",
        "CREATE INDEX review_by_account ON review (account_id, written)",
    ]
}
