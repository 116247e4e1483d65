import Foundation
public import MoviesDomain

/// A notice as both stores read it back, and the SQL they speak: parameter 1 is the member throughout.
public struct NoticeRecord: Sendable {
    public let kind: String
    public let time: Double
    public let actor: String
    public let actorName: String
    public let subjectKind: String?
    public let subject: String?
    public let title: String?
    public let film: String?
    public let slug: String?
    public let comment: String?
    public let body: String?

    public init(
        kind: String, time: Double, actor: String, actorName: String, subjectKind: String?, subject: String?,
        title: String?, film: String?, slug: String?, comment: String?, body: String?
    ) {
        self.kind = kind
        self.time = time
        self.actor = actor
        self.actorName = actorName
        self.subjectKind = subjectKind
        self.subject = subject
        self.title = title
        self.film = film
        self.slug = slug
        self.comment = comment
        self.body = body
    }

    /// Unread when it came after `readUntil`, when the member last read their notices.
    public func toDomain(readUntil: Double?) -> Notice? {
        guard let kind = Notice.Kind(rawValue: kind), let name = try? UserName(stored: actorName) else { return nil }
        let subject = subjectKind.flatMap(NoticeSubject.Kind.init(rawValue:)).flatMap { subjectKind in
            self.subject.map { id in
                NoticeSubject(
                    kind: subjectKind, id: id, title: title ?? "", film: film.flatMap { try? FilmReference($0) },
                    slug: slug)
            }
        }
        return Notice(
            kind: kind, actor: User.ID(actor), actorName: name, time: Date(timeIntervalSince1970: time),
            subject: subject, comment: comment.map(Comment.ID.init(rawValue:)), text: body,
            isUnread: time > (readUntil ?? 0))
    }
}

extension NoticeRecord {
    /// When the member last read their notices; 0 for never.
    static func readUntil(_ member: String) -> String {
        "coalesce((SELECT read_until FROM notice_read WHERE account_id = \(member)), 0)"
    }

    /// Every notice of the member, one row each as ``NoticeRecord`` reads it (the actor's name apart), those
    /// across a block left out; `after`, an SQL time, keeps only the later ones.
    static func all(_ dialect: SQLDialect, after: String? = nil) -> String {
        let member = dialect.parameter(1)
        func since(_ column: String) -> String { after.map { " AND \(column) > \($0)" } ?? "" }
        return """
            SELECT n.*, a.name AS actor_name FROM (
                SELECT 'followed' AS kind, f.since AS happened, f.follower_id AS actor, CAST(NULL AS TEXT) AS subject_kind,
                    CAST(NULL AS TEXT) AS subject, CAST(NULL AS TEXT) AS title, CAST(NULL AS TEXT) AS film,
                    CAST(NULL AS TEXT) AS slug, CAST(NULL AS TEXT) AS comment_id, CAST(NULL AS TEXT) AS body
                FROM follow f WHERE f.followed_id = \(member)\(since("f.since"))
                UNION ALL
                SELECT 'commented', c.written, c.author_id, CASE WHEN c.review_id IS NULL THEN 'list' ELSE 'review' END,
                    coalesce(c.review_id, c.list_id), coalesce(w.film_title, l.title), w.film, l.slug, c.id, c.body
                FROM comment c LEFT JOIN watch w ON w.id = c.review_id LEFT JOIN film_list l ON l.id = c.list_id
                WHERE c.owner_id = \(member) AND c.author_id <> \(member)\(since("c.written"))
                    AND (c.review_id IS NULL OR w.deleted IS NULL) AND (c.list_id IS NULL OR l.deleted IS NULL)
                UNION ALL
                SELECT 'liked', k.liked, k.liker_id, 'review', r.watch_id, r.film_title, r.film, NULL, NULL, NULL
                FROM review r JOIN review_like k ON k.watch_id = r.watch_id
                    JOIN watch w ON w.id = r.watch_id AND w.deleted IS NULL
                WHERE r.account_id = \(member) AND k.liker_id <> \(member)\(since("k.liked"))
                UNION ALL
                SELECT 'named', o.offered, w.account_id, 'watch', w.id, w.film_title, w.film, NULL, NULL, NULL
                FROM watch_companion o JOIN watch w ON w.id = o.watch_id AND w.deleted IS NULL
                WHERE o.account_id = \(member)\(since("o.offered"))
            ) AS n JOIN account a ON a.id = n.actor
            WHERE \(BlockSQL.neither(member, "n.actor"))
            """
    }

    /// Parameter 2 the page's size, 3 how many come before it: kind, time, actor, name, subject kind,
    /// subject, title, film, slug, comment, body.
    public static func page(_ dialect: SQLDialect) -> String {
        """
        SELECT kind, happened, actor, actor_name, subject_kind, subject, title, film, slug, comment_id, body
        FROM (\(all(dialect))) AS notice
        ORDER BY happened DESC, kind, actor, subject LIMIT \(dialect.parameter(2)) OFFSET \(dialect.parameter(3))
        """
    }

    /// How many notices the member has, how many of them are unread, and when they last read them.
    public static func total(_ dialect: SQLDialect) -> String {
        let read = readUntil(dialect.parameter(1))
        return """
            SELECT count(*), coalesce(sum(CASE WHEN happened > \(read) THEN 1 ELSE 0 END), 0), \(read)
            FROM (\(all(dialect))) AS notice
            """
    }

    /// How many came since the member last read them, counted up to parameter 2.
    public static func unread(_ dialect: SQLDialect) -> String {
        let member = dialect.parameter(1)
        return """
            SELECT count(*) FROM (
                SELECT 1 FROM (\(all(dialect, after: readUntil(member)))) AS notice LIMIT \(dialect.parameter(2))
            ) AS unread
            """
    }

    /// Parameter 2 the time the member read them.
    public static func markRead(_ dialect: SQLDialect) -> String {
        """
        INSERT INTO notice_read (account_id, read_until) VALUES (\(dialect.parameter(1)), \(dialect.parameter(2)))
        ON CONFLICT (account_id) DO UPDATE SET read_until = excluded.read_until
        """
    }

    /// What was called "what is new" becomes the notices: when each member last looked is when they last
    /// read them.
    public static let readSchema = [
        "ALTER TABLE news_seen RENAME TO notice_read",
        "ALTER TABLE notice_read RENAME COLUMN seen TO read_until",
    ]
}
