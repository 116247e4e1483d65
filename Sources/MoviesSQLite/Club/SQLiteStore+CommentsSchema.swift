extension SQLiteStore {
    /// Comments under reviews and lists (migration 26), each gone with its author's account and with what it
    /// is under; read in the order written under each, and by author for an export and a limit.
    static let commentsSchema = """
        CREATE TABLE comment (
            id TEXT PRIMARY KEY,
            review_id TEXT REFERENCES review (watch_id) ON DELETE CASCADE,
            list_id TEXT REFERENCES film_list (id) ON DELETE CASCADE,
            author_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            body TEXT NOT NULL,
            written REAL NOT NULL,
            edited REAL,
            CHECK ((review_id IS NULL) <> (list_id IS NULL))
        );
        CREATE INDEX comment_on_review ON comment (review_id, written);
        CREATE INDEX comment_on_list ON comment (list_id, written);
        CREATE INDEX comment_by_author ON comment (author_id, written);
        """
}
