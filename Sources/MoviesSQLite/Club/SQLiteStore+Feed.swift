import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// Activity in the orders feeds read it (migration 25): each member's watches by when they were
    /// logged, lists by when they were made, a list's films by when they were added (a member's reviews
    /// have theirs); and everyone's watches and reviews by time, for ``FeedQuery/Plan/byTime``.
    static let feedSchema = """
        CREATE INDEX watch_logged ON watch (account_id, logged, id);
        CREATE INDEX watch_time ON watch (logged, id);
        CREATE INDEX review_time ON review (written, watch_id);
        CREATE INDEX film_list_made ON film_list (account_id, created);
        CREATE INDEX film_list_entry_added ON film_list_entry (list_id, added);
        """

    static let feedQueries = (
        byMember: FeedQuery.sql(.sqlite, plan: .byMember), byTime: FeedQuery.sql(.sqlite, plan: .byTime)
    )
    static let activityQuery = FeedQuery.sql(.sqlite, whose: .member)

    /// Read by the plan that suits how many members `member` follows.
    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        let following = try await followCounts(of: member).following
        let plan = FeedQuery.Plan.forFollowing(following)
        return try await activities(
            plan == .byTime ? Self.feedQueries.byTime : Self.feedQueries.byMember, member, cursor, limit)
    }

    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        try await activities(Self.activityQuery, member, cursor, limit)
    }

    private func activities(
        _ query: String, _ member: User.ID, _ cursor: FeedCursor?, _ limit: Int
    ) async throws
        -> [Activity]
    {
        let start = cursor ?? FeedCursor(seconds: FeedQuery.newest.seconds, key: FeedQuery.newest.key)
        return try await read { db in
            try Row.fetchAll(
                db, sql: query, arguments: [member.rawValue, start.seconds, start.key, limit]
            ).compactMap { row in
                ActivityRecord(
                    seconds: row[0], key: row[1], kind: row[2],
                    actor: AccountRecord(
                        id: row[3], name: row[4], givenName: row[5], familyName: row[6], passwordHash: "",
                        joined: Date(timeIntervalSince1970: row[7])),
                    film: row[8], title: row[9], year: row[10], poster: row[11], day: row[12], rating: row[13],
                    isRewatch: row[14], isLiked: row[15], excerpt: row[16], hasSpoilers: row[17], listID: row[18],
                    listTitle: row[19], listSlug: row[20]
                ).toDomain()
            }
        }
    }
}
