import Foundation
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

    static let feedQuery = FeedQuery.sql(.postgres)
    static let activityQuery = FeedQuery.sql(.postgres, whose: .member)

    /// One query whatever the number followed: PostgreSQL's planner chooses between each member's index
    /// and everyone's by time.
    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        try await activities(Self.feedQuery, member, cursor, limit)
    }

    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        try await activities(Self.activityQuery, member, cursor, limit)
    }

    private func activities(
        _ sql: String, _ member: User.ID, _ cursor: FeedCursor?, _ limit: Int
    ) async throws
        -> [Activity]
    {
        let logger = logger
        let start = cursor ?? FeedCursor(seconds: FeedQuery.newest.seconds, key: FeedQuery.newest.key)
        var binds = PostgresBindings()
        binds.append(member.rawValue)
        binds.append(start.seconds)
        binds.append(start.key)
        binds.append(limit)
        let query = PostgresQuery(unsafeSQL: sql, binds: binds)
        return try await access { connection in
            var activities: [Activity] = []
            for try await row in try await connection.query(query, logger: logger) {
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
}
