import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Tags on watches (migration 14): the watch's own column for reading it back, and a row a tag by its
    /// folded key, for the diary filtered by a tag and a member's tags counted.
    static let tagsSchema: [PostgresQuery] = [
        "ALTER TABLE watch ADD COLUMN tags TEXT NOT NULL DEFAULT ''",
        """
        CREATE TABLE watch_tag (
            watch_id TEXT NOT NULL REFERENCES watch (id) ON DELETE CASCADE,
            account_id TEXT NOT NULL REFERENCES account (id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            tag TEXT NOT NULL,
            PRIMARY KEY (watch_id, key)
        )
        """,
        "CREATE INDEX watch_tag_by_member ON watch_tag (account_id, key)",
    ]

    public func tags(of member: User.ID) async throws -> [TagCount] {
        let logger = logger
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT min(t.tag), count(*)::int FROM watch_tag t
                JOIN watch w ON w.id = t.watch_id AND w.deleted IS NULL
                WHERE t.account_id = \(member.rawValue) GROUP BY t.key ORDER BY count(*) DESC, t.key
                """, logger: logger)
            var counts: [TagCount] = []
            for try await (tag, watches) in rows.decode((String, Int).self) {
                counts.append(TagCount(tag: Tag(stored: tag), watches: watches))
            }
            return counts
        }
    }

    /// Writes the watch's tags: its column, and a row each.
    static func tag(_ record: WatchRecord, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            "UPDATE watch SET tags = \(record.tags) WHERE id = \(record.id)", logger: logger)
        try await connection.query("DELETE FROM watch_tag WHERE watch_id = \(record.id)", logger: logger)
        let rows = record.tagRows
        guard !rows.isEmpty else { return }
        try await connection.query(
            """
            INSERT INTO watch_tag (watch_id, account_id, key, tag)
            SELECT \(record.id), \(record.member), key, tag
            FROM unnest(\(rows.map(\.key))::text[], \(rows.map(\.tag))::text[]) AS t (key, tag)
            ON CONFLICT DO NOTHING
            """, logger: logger)
    }
}
