import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// Activity in the orders feeds read it (migration 20): each member's watches by when they were
    /// logged, lists by when they were made, a list's films by when they were added (a member's reviews
    /// have theirs); and everyone's watches and reviews by time, for ``FeedQuery/Plan/byTime``.
    static let feedSchema: [PostgresQuery] = [
        "CREATE INDEX watch_logged ON watch (account_id, logged, id)",
        "CREATE INDEX watch_time ON watch (logged, id)",
        "CREATE INDEX review_time ON review (written, watch_id)",
        "CREATE INDEX film_list_made ON film_list (account_id, created)",
        "CREATE INDEX film_list_entry_added ON film_list_entry (list_id, added)",
    ]

    static let feedQueries = (
        byMember: FeedQuery.sql(.postgres, whose: .listed, plan: .byMember),
        byTime: FeedQuery.sql(.postgres, whose: .listed, plan: .byTime)
    )
    static let activityQuery = FeedQuery.sql(.postgres, whose: .member)

    /// The members followed are read first, then each part by the plan that suits how many they are (the
    /// planner sees the list, not a subquery).
    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        let logger = logger
        return try await access { connection in
            var followed: [String] = []
            var publicDiaries: [String] = []
            let follows: PostgresQuery = """
                SELECT f.followed_id, coalesce(s.public, FALSE) FROM follow f
                LEFT JOIN diary_setting s ON s.account_id = f.followed_id
                WHERE f.follower_id = \(member.rawValue)
                """
            for try await (id, isPublic) in try await connection.query(follows, logger: logger)
                .decode((String, Bool).self)
            {
                followed.append(id)
                if isPublic { publicDiaries.append(id) }
            }
            guard !followed.isEmpty else { return [] }
            let plan = FeedQuery.Plan.forFollowing(followed.count)
            let sql = plan == .byTime ? Self.feedQueries.byTime : Self.feedQueries.byMember
            return try await Self.activities(
                sql, member, cursor, limit, lists: (followed, publicDiaries), on: connection, logger: logger)
        }
    }

    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        let logger = logger
        return try await access { connection in
            try await Self.activities(Self.activityQuery, member, cursor, limit, on: connection, logger: logger)
        }
    }

    private static func activities(
        _ sql: String, _ member: User.ID, _ cursor: FeedCursor?, _ limit: Int,
        lists: (followed: [String], publicDiaries: [String])? = nil, on connection: PostgresConnection,
        logger: Logger
    ) async throws
        -> [Activity]
    {
        let start = cursor ?? FeedCursor(seconds: FeedQuery.newest.seconds, key: FeedQuery.newest.key)
        var binds = PostgresBindings()
        binds.append(member.rawValue)
        binds.append(start.seconds)
        binds.append(start.key)
        binds.append(limit)
        if let lists {
            binds.append(lists.followed)
            binds.append(lists.publicDiaries)
        }
        var activities: [Activity] = []
        for try await row in try await connection.query(PostgresQuery(unsafeSQL: sql, binds: binds), logger: logger) {
            let cells = row.makeRandomAccess()
            func cell<Value: PostgresDecodable>(_ index: Int, _ type: Value.Type = Value.self) throws -> Value {
                try cells[index].decode(Value.self, context: .default)
            }
            let record = ActivityRecord(
                seconds: try cell(0), key: try cell(1), kind: try cell(2),
                actor: AccountRecord(
                    id: try cell(3), name: try cell(4), givenName: try cell(5), familyName: try cell(6),
                    passwordHash: "", joined: Date(timeIntervalSince1970: try cell(7))),
                film: try cell(8), title: try cell(9), year: try cell(10), poster: try cell(11), day: try cell(12),
                rating: try cell(13), isRewatch: try cell(14), isLiked: try cell(15), excerpt: try cell(16),
                hasSpoilers: try cell(17), listID: try cell(18), listTitle: try cell(19), listSlug: try cell(20))
            if let activity = record.toDomain() { activities.append(activity) }
        }
        return activities
    }
}
