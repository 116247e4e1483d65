/// What is new for a member, in SQL both stores speak: parameter 1 is the member throughout.
public enum NewsRecord {
    /// The new comments and the new offers since the member last looked, each counted up to parameter 2.
    public static func counts(_ dialect: SQLDialect) -> String {
        let (member, cap) = (dialect.parameter(1), dialect.parameter(2))
        return """
            WITH s AS (SELECT coalesce((SELECT seen FROM news_seen WHERE account_id = \(member)), 0) AS seen)
            SELECT
                (SELECT count(*) FROM (
                    SELECT 1 FROM comment c CROSS JOIN s
                    WHERE c.owner_id = \(member) AND c.author_id <> \(member) AND c.written > s.seen
                        AND \(BlockSQL.neither(member, "c.author_id"))
                    LIMIT \(cap)) AS n),
                (SELECT count(*) FROM (
                    SELECT 1 FROM watch_companion o JOIN watch w ON w.id = o.watch_id AND w.deleted IS NULL
                    CROSS JOIN s
                    WHERE o.account_id = \(member) AND o.answered IS NULL AND o.offered > s.seen
                        AND \(BlockSQL.neither(member, "w.account_id"))
                    LIMIT \(cap)) AS m)
            """
    }

    /// The newest comments by others under the member's reviews and lists, as ``CommentRecord`` reads
    /// them, at most parameter 2.
    public static func commentsOnTheirs(_ dialect: SQLDialect) -> String {
        let (member, limit) = (dialect.parameter(1), dialect.parameter(2))
        return """
            \(CommentRecord.select)
            WHERE c.owner_id = \(member) AND c.author_id <> \(member) AND \(BlockSQL.neither(member, "c.author_id"))
            ORDER BY c.written DESC, c.id DESC LIMIT \(limit)
            """
    }

    public static func seen(_ dialect: SQLDialect) -> String {
        "SELECT seen FROM news_seen WHERE account_id = \(dialect.parameter(1))"
    }

    /// Parameter 2 the time the member looked.
    public static func markSeen(_ dialect: SQLDialect) -> String {
        """
        INSERT INTO news_seen (account_id, seen) VALUES (\(dialect.parameter(1)), \(dialect.parameter(2)))
        ON CONFLICT (account_id) DO UPDATE SET seen = excluded.seen
        """
    }

    /// Who owns what each comment is under: filled in for comments written before it was kept.
    public static let ownersOfComments = """
        UPDATE comment SET owner_id = coalesce(
            (SELECT w.account_id FROM watch w WHERE w.id = comment.review_id),
            (SELECT l.account_id FROM film_list l WHERE l.id = comment.list_id))
        """
}
