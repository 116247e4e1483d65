import MoviesData

extension SQLiteStore {
    /// What is new for a member (migration 28): each comment keeps whose review or list it is under, read
    /// by owner and time; and when each member last looked.
    static let newsSchema = """
        ALTER TABLE comment ADD COLUMN owner_id TEXT REFERENCES account (id) ON DELETE CASCADE;
        \(CommentRecord.ownersOfComments);
        CREATE INDEX comment_by_owner ON comment (owner_id, written);
        CREATE TABLE news_seen (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            seen REAL NOT NULL
        ) WITHOUT ROWID;
        """
}
