import MoviesDomain

/// The one query both stores read a feed with, in each one's words: what the members a member follows did,
/// newest first, from where it is kept. Parameters: 1 the member, 2 and 3 the cursor (seconds and key; a
/// page holds what is older), 4 the limit. Each of the four parts reads its newest rows by a member's index
/// and stops at the limit; the union is ordered and cut once more, and the actor's account joined.
///
/// What a follower may see (``Privacy``): a watch when its diary is public; a review always (a review is
/// public), apart from its watch when the diary is private or it was written later; a public list, and
/// the films added to it after it was made.
public enum FeedQuery {
    /// How a store writes what differs: parameters, and true and false.
    public enum Dialect: Sendable {
        case sqlite, postgres

        func parameter(_ number: Int) -> String { self == .sqlite ? "?\(number)" : "$\(number)" }
        var yes: String { self == .sqlite ? "1" : "TRUE" }
        var no: String { self == .sqlite ? "0" : "FALSE" }
    }

    /// Whose activity: the members parameter 1 follows, or parameter 1 alone (a member's public activity).
    public enum Whose: Sendable {
        case followedBy, member
    }

    /// The columns, in order: ``ActivityRecord``'s.
    public static func sql(_ dialect: Dialect, whose: Whose = .followedBy) -> String {
        let (me, seconds, key, limit) = (
            dialect.parameter(1), dialect.parameter(2), dialect.parameter(3), dialect.parameter(4)
        )
        let (yes, no) = (dialect.yes, dialect.no)
        let followed =
            whose == .followedBy ? "(SELECT followed_id FROM follow WHERE follower_id = \(me))" : "(\(me))"
        let excerpt = "substr(r.body, 1, \(excerptLength + 1))"
        let noFilm = "CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS INTEGER), CAST(NULL AS TEXT)"
        let noWatch = "CAST(NULL AS TEXT), CAST(NULL AS INTEGER), \(no), \(no), CAST(NULL AS TEXT), \(no)"
        let noList = "CAST(NULL AS TEXT), CAST(NULL AS TEXT), CAST(NULL AS TEXT)"
        return """
            SELECT f.at, f.key, f.kind, f.actor, a.name, a.given_name, a.family_name, a.joined,
                f.film, f.title, f.year, f.poster, f.day, f.rating, f.rewatch, f.liked, f.excerpt, f.spoilers,
                f.list_id, f.list_title, f.list_slug
            FROM (
                SELECT * FROM (
                    SELECT w.logged AS at, 'w' || w.id AS key, 'watched' AS kind, w.account_id AS actor,
                        w.film AS film, w.film_title AS title, w.film_year AS year, w.poster_path AS poster,
                        w.day AS day, w.rating AS rating, w.rewatch AS rewatch, w.liked AS liked,
                        \(excerpt) AS excerpt, coalesce(r.spoilers, \(no)) AS spoilers,
                        CAST(NULL AS TEXT) AS list_id, CAST(NULL AS TEXT) AS list_title,
                        CAST(NULL AS TEXT) AS list_slug
                    FROM watch w
                    JOIN diary_setting s ON s.account_id = w.account_id AND s.public = \(yes)
                    LEFT JOIN review r ON r.watch_id = w.id
                    WHERE w.account_id IN \(followed) AND w.deleted IS NULL AND (w.logged, 'w' || w.id) < (\(seconds), \(key))
                    ORDER BY w.logged DESC, 2 DESC LIMIT \(limit)
                ) AS watched
                UNION ALL
                SELECT * FROM (
                    SELECT r.written, 'r' || r.watch_id, 'reviewed', r.account_id,
                        r.film, r.film_title, r.film_year, r.poster_path,
                        CASE WHEN coalesce(s.public, \(no)) = \(yes) THEN w.day END, w.rating, w.rewatch, w.liked,
                        \(excerpt), r.spoilers, \(noList)
                    FROM review r
                    JOIN watch w ON w.id = r.watch_id
                    LEFT JOIN diary_setting s ON s.account_id = r.account_id
                    WHERE r.account_id IN \(followed) AND w.deleted IS NULL
                        AND (coalesce(s.public, \(no)) = \(no) OR r.written > w.logged + 60)
                        AND (r.written, 'r' || r.watch_id) < (\(seconds), \(key))
                    ORDER BY r.written DESC, 2 DESC LIMIT \(limit)
                ) AS reviewed
                UNION ALL
                SELECT * FROM (
                    SELECT l.created, 'l' || l.id, 'listed', l.account_id, \(noFilm), \(noWatch),
                        l.id, l.title, l.slug
                    FROM film_list l
                    WHERE l.account_id IN \(followed) AND l.public = \(yes) AND l.deleted IS NULL
                        AND (l.created, 'l' || l.id) < (\(seconds), \(key))
                    ORDER BY l.created DESC, 2 DESC LIMIT \(limit)
                ) AS listed
                UNION ALL
                SELECT * FROM (
                    SELECT e.added, 'e' || l.id || '/' || e.film, 'added', l.account_id,
                        e.film, e.film_title, e.film_year, e.poster_path, \(noWatch), l.id, l.title, l.slug
                    FROM film_list l
                    JOIN film_list_entry e ON e.list_id = l.id
                    WHERE l.account_id IN \(followed) AND l.public = \(yes) AND l.deleted IS NULL
                        AND e.added > l.created + 60 AND (e.added, 'e' || l.id || '/' || e.film) < (\(seconds), \(key))
                    ORDER BY e.added DESC, 2 DESC LIMIT \(limit)
                ) AS added
            ) AS f
            JOIN account a ON a.id = f.actor
            ORDER BY f.at DESC, f.key DESC LIMIT \(limit)
            """
    }

    /// The part of a review a feed shows, and one character more to tell a review cut short.
    static let excerptLength = Activity.excerptLength

    /// Where a first page begins: after everything.
    public static let newest = (seconds: 1e15, key: "")
}
