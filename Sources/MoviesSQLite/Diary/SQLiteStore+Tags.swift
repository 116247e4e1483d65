import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Tags on watches (migration 19): the watch's own column for reading it back, and a row a tag by its
    /// folded key, for the diary filtered by a tag and a member's tags counted.
    static let tagsSchema = """
        ALTER TABLE watch ADD COLUMN tags TEXT NOT NULL DEFAULT '';
        CREATE TABLE watch_tag (
            watch_id TEXT NOT NULL REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            tag TEXT NOT NULL,
            PRIMARY KEY (watch_id, key)
        ) WITHOUT ROWID;
        CREATE INDEX watch_tag_by_member ON watch_tag (account_id, key);
        """

    public func tags(of member: User.ID) async throws -> [TagCount] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT min(t.tag), count(*) FROM watch_tag t JOIN watch w ON w.id = t.watch_id AND w.deleted IS NULL
                    WHERE t.account_id = ? GROUP BY t.key ORDER BY count(*) DESC, t.key
                    """, arguments: [member.rawValue]
            ).map { TagCount(tag: Tag(stored: $0[0]), watches: $0[1]) }
        }
    }

    /// Writes the watch's tags: its column, and a row each.
    static func tag(_ record: WatchRecord, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE watch SET tags = ? WHERE id = ?").execute(arguments: [
            record.tags, record.id,
        ])
        try db.cachedStatement(sql: "DELETE FROM watch_tag WHERE watch_id = ?").execute(arguments: [record.id])
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO watch_tag (watch_id, account_id, key, tag) VALUES (?, ?, ?, ?)")
        for (key, tag) in record.tagRows { try insert.execute(arguments: [record.id, record.member, key, tag]) }
    }
}
