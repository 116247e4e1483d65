/// The condition, in SQL both stores speak, that neither of two members blocked the other: what every
/// read of members' things across the club is held to. Each side is a column or a parameter as the
/// statement writes it.
public enum BlockSQL {
    public static func neither(_ one: String, _ other: String) -> String {
        """
        NOT EXISTS (SELECT 1 FROM block b WHERE (b.blocker_id = \(one) AND b.blocked_id = \(other))
            OR (b.blocker_id = \(other) AND b.blocked_id = \(one)))
        """
    }
}
