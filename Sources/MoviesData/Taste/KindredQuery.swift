/// The one query both stores read kindred members' ratings with (``KindredRatingsRepository``), in each
/// one's words. Parameters: 1 the member, 2 how many rated films a member must share, 3 how many members.
///
/// The members sharing most are found by the films the member rated (each film's raters by the index on
/// film), summing as they go what likeness is reckoned from (``KindredRatings/Shared``); then held to public
/// diaries and no block; then each one's ratings are read by their own key, beside the member's own.
///
/// Rows: a member, their sums (``columns``), and one of their ratings: its film, the rating, and whether the
/// member has not rated the film. As PostgreSQL reads it (``grouped``), a row a member: their sums, how many
/// films they rated and the sum of those ratings, and the films the member has not rated with their ratings,
/// two arrays in step; far less to send and decode.
public enum KindredQuery {
    /// The sums of each row, in ``KindredRatings/Shared``'s order.
    public static let columns = 7

    public static func sql(_ dialect: SQLDialect, grouped: Bool = false) -> String {
        let (me, shared, limit) = (dialect.parameter(1), dialect.parameter(2), dialect.parameter(3))
        let sums = "kin.id, kin.films, kin.mine, kin.theirs, kin.product, kin.mine_squared, kin.theirs_squared"
        let ratings =
            grouped
            ? """
            count(*), sum(r.rating), array_agg(r.film) FILTER (WHERE m.film IS NULL),
                array_agg(r.rating) FILTER (WHERE m.film IS NULL)
            """ : "r.film, r.rating, m.film IS NULL"
        // Who may be counted (a public diary, no block either way) is asked of each member sharing enough
        // films, not of each film shared.
        return """
            WITH sharing AS (
                SELECT o.account_id AS id, count(*) AS films, sum(m.rating) AS mine, sum(o.rating) AS theirs,
                    sum(m.rating * o.rating) AS product, sum(m.rating * m.rating) AS mine_squared,
                    sum(o.rating * o.rating) AS theirs_squared
                FROM film_rating m
                JOIN film_rating o ON o.film = m.film AND o.account_id <> m.account_id
                WHERE m.account_id = \(me)
                GROUP BY o.account_id
                HAVING count(*) >= \(shared)
            ),
            kin AS (
                SELECT sharing.* FROM sharing
                JOIN diary_setting s ON s.account_id = sharing.id AND s.public = \(dialect.yes)
                WHERE \(BlockSQL.neither(me, "sharing.id"))
                ORDER BY sharing.films DESC, sharing.id
                LIMIT \(limit)
            )
            SELECT \(sums), \(ratings)
            FROM kin JOIN film_rating r ON r.account_id = kin.id
            LEFT JOIN film_rating m ON m.account_id = \(me) AND m.film = r.film\(grouped ? "\nGROUP BY \(sums)" : "")
            """
    }

    /// The index the first part walks: each film's raters.
    public static let index = "CREATE INDEX film_rating_of_film ON film_rating (film, account_id, rating)"
}
