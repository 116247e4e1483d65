extension SQLiteStore {
    /// Accounts and what they own; every row an account owns goes with it (`ON DELETE CASCADE`, with
    /// GRDB's foreign keys on). Times are seconds since 1970.
    static let membersSchema = """
        CREATE TABLE account (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            -- The folded name: its unique index is the final word on "taken", races included.
            name_key TEXT NOT NULL UNIQUE,
            given_name TEXT NOT NULL,
            family_name TEXT NOT NULL,
            password_hash TEXT NOT NULL,
            joined REAL NOT NULL
        );
        CREATE TABLE session (
            key TEXT PRIMARY KEY,
            account_id TEXT REFERENCES account (id) ON DELETE CASCADE,
            value BLOB NOT NULL,
            expires REAL NOT NULL
        );
        CREATE INDEX session_by_account ON session (account_id);
        CREATE INDEX session_by_expiry ON session (expires);
        -- A removal stays as rows marked removed until the next change, so undo can bring them back.
        CREATE TABLE saved_film (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            movie TEXT NOT NULL,
            saved_at REAL NOT NULL,
            removed INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (account_id, film)
        ) WITHOUT ROWID;
        CREATE INDEX saved_film_newest ON saved_film (account_id, removed, saved_at);
        CREATE INDEX saved_film_by_film ON saved_film (film);
        -- The last change, for undo: a film saved, or (saved_film NULL) the rows marked removed.
        CREATE TABLE saved_film_change (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            saved_film TEXT
        );
        -- One copy of each saved film's poster, kept while any saved row (removed or not) holds the film.
        CREATE TABLE saved_poster (
            film TEXT PRIMARY KEY,
            data BLOB NOT NULL,
            media_type TEXT NOT NULL,
            width INTEGER NOT NULL
        );
        CREATE TABLE review (
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            film TEXT NOT NULL,
            film_title TEXT NOT NULL,
            film_year INTEGER,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
            body TEXT,
            spoilers INTEGER NOT NULL,
            written REAL NOT NULL,
            edited REAL,
            PRIMARY KEY (account_id, film)
        );
        CREATE INDEX review_of_film ON review (film, written);
        CREATE INDEX review_by_account ON review (account_id, written);
        """
}
