import MoviesDomain

/// The one query both stores read a feed with, in each one's words: what the members a member follows did,
/// newest first, from where it is kept. Parameters: 1 the member, 2 and 3 the cursor (seconds and key; a
/// page holds what is older), 4 the limit.
///
/// Each of the four parts finds its newest rows' keys alone, cut at the limit, before anything is joined
/// to them; the union is ordered and cut once more, and the actor's account joined. A part is read one of
/// two ways (``Plan``): by each followed member's index on time, or down the index of everyone's time,
/// keeping the followed members' rows; which is cheaper depends on how many one follows.
///
/// What a follower may see (``Privacy``): a watch when its diary is public; a review always (a review is
/// public), apart from its watch when the diary is private or it was written later; a public list, and
/// the films added to it after it was made.
public enum FeedQuery {
    public typealias Dialect = SQLDialect

    /// Whose activity: the members parameter 1 follows, or parameter 1 alone (a member's public activity),
    /// or the members listed in parameters 5 (those followed) and 6 (those of them whose diary is public),
    /// as text arrays: PostgreSQL's way, the follows read first, so that its planner knows how many they are
    /// (it cannot tell from a subquery, and once went down everyone's reviews for a member following 10).
    public enum Whose: Sendable {
        case followedBy, member, listed
    }

    /// How each part finds its newest rows. By member: each followed member's newest, by their own index,
    /// then the newest of those (costs what the followed members did, so it suits following a few). By
    /// time: down everyone's activity, newest first, keeping the followed members' (costs how far back
    /// the page goes, so it suits following many).
    public enum Plan: Sendable {
        case byMember, byTime

        /// By time from this many members followed: around where the two cost the same, for a club of
        /// thousands whose members each did a hundred things (BENCHMARKS.md, the film club).
        public static let byTimeFrom = 100

        public static func forFollowing(_ count: Int) -> Plan { count >= byTimeFrom ? .byTime : .byMember }
    }

    /// The columns, in order: ``ActivityRecord``'s.
    public static func sql(_ dialect: Dialect, whose: Whose = .followedBy, plan: Plan = .byMember) -> String {
        let (seconds, key, limit) = (dialect.parameter(2), dialect.parameter(3), dialect.parameter(4))
        let (yes, no) = (dialect.yes, dialect.no)
        let (followed, publicDiaries) = Self.members(dialect, whose)
        let (watchIndex, reviewIndex) =
            plan == .byTime
            ? (dialect.byTime("watch_time"), dialect.byTime("review_time")) : ("", "")
        /// The keys of a part's newest rows of the members `among`: down an index with the members as a
        /// condition, or, for listed members read by member, each one's newest by their own index.
        func newest(
            _ key: String, by time: String, from table: String, of member: String, among members: String,
            listedIn array: String, where conditions: String
        ) -> String {
            guard whose == .listed, plan == .byMember else {
                return """
                    SELECT \(key) AS key FROM \(table)
                    WHERE \(member) \(members) AND \(conditions)
                    ORDER BY \(time) DESC, \(key) DESC LIMIT \(limit)
                    """
            }
            return """
                SELECT x.key FROM unnest(\(array)) AS m(id) CROSS JOIN LATERAL (
                    SELECT \(key) AS key, \(time) AS at FROM \(table)
                    WHERE \(member) = m.id AND \(conditions)
                    ORDER BY \(time) DESC, \(key) DESC LIMIT \(limit)
                ) AS x
                ORDER BY x.at DESC, x.key DESC LIMIT \(limit)
                """
        }
        // The lists of the members read: for listed members, their public lists read once for both parts.
        let lists =
            whose == .listed
            ? (
                with: """
                WITH kept AS MATERIALIZED (
                    SELECT id, account_id, title, slug, created FROM film_list
                    WHERE account_id \(followed) AND public = \(yes) AND deleted IS NULL
                )
                """, table: "kept l", kept: "TRUE"
            )
            : (
                with: "", table: "film_list l",
                kept: "l.account_id \(followed) AND l.public = \(yes) AND l.deleted IS NULL"
            )
        // A list's films added after it was made; for listed members, each list's newest by its own index.
        let entries =
            whose == .listed
            ? (
                join: "CROSS JOIN LATERAL (SELECT * FROM film_list_entry e WHERE e.list_id = l.id AND",
                end: "ORDER BY e.added DESC, e.film DESC LIMIT \(limit)) AS e"
            ) : (join: "JOIN film_list_entry e ON e.list_id = l.id AND", end: "")
        let excerpt = "substr(r.body, 1, \(Activity.excerptLength + 1))"
        let noFilm = "CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS INTEGER), CAST(NULL AS TEXT)"
        let noWatch = "CAST(NULL AS TEXT), CAST(NULL AS INTEGER), \(no), \(no), CAST(NULL AS TEXT), \(no)"
        let noList = "CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)"
        return """
            \(lists.with)SELECT f.at, f.key, f.kind, f.actor, a.name, a.given_name, a.family_name, a.joined,
                f.film, f.title, f.year, f.poster, f.day, f.rating, f.rewatch, f.liked, f.excerpt, f.spoilers,
                f.list_id, f.list_title, f.list_slug
            FROM (
                SELECT w.logged AS at, 'w' || w.id AS key, 'watched' AS kind, w.account_id AS actor,
                    w.film AS film, w.film_title AS title, w.film_year AS year, w.poster_path AS poster,
                    w.day AS day, w.rating AS rating, w.rewatch AS rewatch, w.liked AS liked,
                    \(excerpt) AS excerpt, coalesce(r.spoilers, \(no)) AS spoilers,
                    CAST(NULL AS TEXT) AS list_id, CAST(NULL AS TEXT) AS list_title, CAST(NULL AS TEXT) AS list_slug
                FROM (
                    \(newest(
                        "n.id", by: "n.logged", from: "watch n \(watchIndex)", of: "n.account_id", among: publicDiaries,
                        listedIn: dialect.parameter(6),
                        where: "n.deleted IS NULL AND n.logged <= \(seconds) AND (n.logged, 'w' || n.id) < (\(seconds), \(key))"))
                ) AS newest
                JOIN watch w ON w.id = newest.key
                LEFT JOIN review r ON r.watch_id = w.id
                UNION ALL
                SELECT r.written, 'r' || r.watch_id, 'reviewed', r.account_id,
                    r.film, r.film_title, r.film_year, r.poster_path,
                    CASE WHEN coalesce(s.public, \(no)) = \(yes) THEN w.day END, w.rating,
                    CASE WHEN coalesce(s.public, \(no)) = \(yes) THEN w.rewatch ELSE \(no) END,
                    CASE WHEN coalesce(s.public, \(no)) = \(yes) THEN w.liked ELSE \(no) END,
                    \(excerpt), r.spoilers, \(noList)
                FROM (
                    \(newest(
                        "n.watch_id", by: "n.written",
                        from: """
                        review n \(reviewIndex) JOIN watch o ON o.id = n.watch_id
                            LEFT JOIN diary_setting t ON t.account_id = n.account_id
                        """, of: "n.account_id", among: followed, listedIn: dialect.parameter(5),
                        where: """
                        o.deleted IS NULL AND (coalesce(t.public, \(no)) = \(no) OR n.written > o.logged + 60)
                            AND n.written <= \(seconds) AND (n.written, 'r' || n.watch_id) < (\(seconds), \(key))
                        """))
                ) AS newest
                JOIN review r ON r.watch_id = newest.key
                JOIN watch w ON w.id = r.watch_id
                LEFT JOIN diary_setting s ON s.account_id = r.account_id
                UNION ALL
                SELECT * FROM (
                    SELECT l.created, 'l' || l.id, 'listed', l.account_id, \(noFilm), \(noWatch),
                        l.id, l.title, l.slug
                    FROM \(lists.table)
                    WHERE \(lists.kept) AND l.created <= \(seconds) AND (l.created, 'l' || l.id) < (\(seconds), \(key))
                    ORDER BY l.created DESC, l.id DESC LIMIT \(limit)
                ) AS listed
                UNION ALL
                SELECT * FROM (
                    SELECT e.added, 'e' || l.id || '/' || e.film, 'added', l.account_id,
                        e.film, e.film_title, e.film_year, e.poster_path, \(noWatch), l.id, l.title, l.slug
                    FROM \(lists.table)
                    \(entries.join) e.added > l.created + 60 AND e.added <= \(seconds)
                        AND (e.added, 'e' || l.id || '/' || e.film) < (\(seconds), \(key))
                    \(entries.end)
                    WHERE \(lists.kept)
                    ORDER BY e.added DESC, l.id DESC, e.film DESC LIMIT \(limit)
                ) AS added
            ) AS f
            JOIN account a ON a.id = f.actor
            ORDER BY f.at DESC, f.key DESC LIMIT \(limit)
            """
    }

    /// How a part asks whether a member is among those it reads (each text follows the member's column):
    /// the followed members and those of them whose diary is public.
    static func members(_ dialect: Dialect, _ whose: Whose) -> (followed: String, publicDiaries: String) {
        let me = dialect.parameter(1)
        let followed: String
        switch whose {
        case .followedBy: followed = "(SELECT followed_id FROM follow WHERE follower_id = \(me))"
        case .member: followed = "(\(me))"
        case .listed: return ("= ANY(\(dialect.parameter(5)))", "= ANY(\(dialect.parameter(6)))")
        }
        return (
            "IN \(followed)",
            "IN (SELECT s.account_id FROM diary_setting s WHERE s.public = \(dialect.yes) AND s.account_id IN \(followed))"
        )
    }

    /// Where a first page begins: after everything.
    public static let newest = (seconds: 1e15, key: "")
}
