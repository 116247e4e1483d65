import MoviesData
import PostgresNIO

extension PostgresStore {
    /// What is new for a member (migration 23): each comment keeps whose review or list it is under, read
    /// by owner and time; and when each member last looked.
    static let newsSchema: [PostgresQuery] = [
        "ALTER TABLE comment ADD COLUMN owner_id TEXT REFERENCES account (id) ON DELETE CASCADE",
        PostgresQuery(unsafeSQL: CommentRecord.ownersOfComments),
        "CREATE INDEX comment_by_owner ON comment (owner_id, written)",
        """
        CREATE TABLE news_seen (
            account_id TEXT PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
            seen DOUBLE PRECISION NOT NULL
        )
        """,
    ]
}
