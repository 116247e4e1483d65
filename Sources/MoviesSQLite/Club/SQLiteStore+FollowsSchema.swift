extension SQLiteStore {
    /// Who follows whom, and who blocked whom (migration 24), each gone with either member's account. A
    /// member's followers are read by the second index; whom they follow, and whom they blocked, by the
    /// keys.
    static let followsSchema = """
        CREATE TABLE follow (
            follower_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            followed_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            since REAL NOT NULL,
            PRIMARY KEY (follower_id, followed_id),
            CHECK (follower_id <> followed_id)
        ) WITHOUT ROWID;
        CREATE INDEX follow_by_followed ON follow (followed_id, since);
        CREATE TABLE block (
            blocker_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            blocked_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            since REAL NOT NULL,
            PRIMARY KEY (blocker_id, blocked_id),
            CHECK (blocker_id <> blocked_id)
        ) WITHOUT ROWID;
        CREATE INDEX block_by_blocked ON block (blocked_id, blocker_id);
        """
}
