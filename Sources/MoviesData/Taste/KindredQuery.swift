/// The one query both stores read kindred members' ratings with (``KindredRatingsRepository``), in each
/// one's words. Parameters: 1 the member, 2 how many rated films a member must share, 3 how many members.
/// Rows: a member, a film, its rating; or, as PostgreSQL reads it (``grouped``), a member, their films and
/// their ratings, two arrays in step: a row a member sends far less to decode.
///
/// The members sharing most are found by the films the member rated (each film's raters by the index on
/// film), then held to public diaries and no block; then each one's ratings are read by their own key.
public enum KindredQuery {
    public static func sql(_ dialect: SQLDialect, grouped: Bool = false) -> String {
        let (me, shared, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        let columns =
            grouped ? "r.account_id, array_agg(r.film), array_agg(r.rating)" : "r.account_id, r.film, r.rating"
        // Who may be counted (a public diary, no block either way) is asked of each member sharing enough
        // films, not of each film shared.
        return """
            WITH sharing AS (
                SELECT o.account_id AS id, count(*) AS shared
                FROM film_rating m
                JOIN film_rating o ON o.film = m.film AND o.account_id <> m.account_id
                WHERE m.account_id = \(me)
                GROUP BY o.account_id
                HAVING count(*) >= \(shared)
            ),
            kin AS (
                SELECT sharing.id FROM sharing
                JOIN diary_setting s ON s.account_id = sharing.id AND s.public = \(dialect.yes)
                WHERE \(BlockSQL.neither(me, "sharing.id"))
                ORDER BY sharing.shared DESC, sharing.id
                LIMIT \(limit)
            )
            SELECT \(columns) FROM kin JOIN film_rating r ON r.account_id = kin.id\(grouped ? " GROUP BY r.account_id" : "")
            """
    }

    /// The index the first part walks: each film's raters.
    public static let index = "CREATE INDEX film_rating_of_film ON film_rating (film, account_id, rating)"
}
