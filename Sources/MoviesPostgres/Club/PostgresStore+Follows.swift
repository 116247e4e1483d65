public import Foundation
import Logging
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    /// A follow and a block of the same two members, on any servers, take the pair's lock first: a follow
    /// never lands after a block has ended the follows and before it is seen.
    public func follow(_ member: User.ID, by follower: User.ID, at time: Date) async throws -> Bool {
        let logger = logger
        let (one, other, since) = (follower.rawValue, member.rawValue, time.timeIntervalSince1970)
        return try await transaction { connection in
            try await Self.lockPair(one, other, on: connection, logger: logger)
            return try await Self.requiringAccount {
                let rows = try await connection.query(
                    """
                    INSERT INTO follow (follower_id, followed_id, since)
                    SELECT \(one), \(other), \(since) WHERE NOT EXISTS (
                        SELECT 1 FROM block WHERE (blocker_id = \(one) AND blocked_id = \(other))
                            OR (blocker_id = \(other) AND blocked_id = \(one)))
                    ON CONFLICT DO NOTHING RETURNING 1
                    """, logger: logger)
                return try await rows.collect().count > 0
            }
        }
    }

    public func unfollow(_ member: User.ID, by follower: User.ID) async throws -> Bool {
        try await changes(
            "DELETE FROM follow WHERE follower_id = \(follower.rawValue) AND followed_id = \(member.rawValue) RETURNING 1"
        )
    }

    public func block(_ member: User.ID, by blocker: User.ID, at time: Date) async throws -> Bool {
        let logger = logger
        let (one, other, since) = (blocker.rawValue, member.rawValue, time.timeIntervalSince1970)
        return try await transaction { connection in
            try await Self.lockPair(one, other, on: connection, logger: logger)
            try await connection.query(
                """
                DELETE FROM follow WHERE (follower_id = \(one) AND followed_id = \(other))
                    OR (follower_id = \(other) AND followed_id = \(one))
                """, logger: logger)
            return try await Self.requiringAccount {
                let rows = try await connection.query(
                    """
                    INSERT INTO block (blocker_id, blocked_id, since) VALUES (\(one), \(other), \(since))
                    ON CONFLICT DO NOTHING RETURNING 1
                    """, logger: logger)
                return try await rows.collect().count > 0
            }
        }
    }

    public func unblock(_ member: User.ID, by blocker: User.ID) async throws -> Bool {
        try await changes(
            "DELETE FROM block WHERE blocker_id = \(blocker.rawValue) AND blocked_id = \(member.rawValue) RETURNING 1")
    }

    public func standing(of viewer: User.ID, toward member: User.ID) async throws -> Standing {
        let logger = logger
        let (one, other) = (viewer.rawValue, member.rawValue)
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT
                    EXISTS (SELECT 1 FROM follow WHERE follower_id = \(one) AND followed_id = \(other)),
                    EXISTS (SELECT 1 FROM follow WHERE follower_id = \(other) AND followed_id = \(one)),
                    EXISTS (SELECT 1 FROM block WHERE blocker_id = \(one) AND blocked_id = \(other)),
                    EXISTS (SELECT 1 FROM block WHERE blocker_id = \(other) AND blocked_id = \(one))
                """, logger: logger)
            for try await (follows, followedBy, blocks, blockedBy) in rows.decode((Bool, Bool, Bool, Bool).self) {
                return Standing(follows: follows, followedBy: followedBy, blocks: blocks, blockedBy: blockedBy)
            }
            return .strangers
        }
    }

    public func followCounts(of member: User.ID) async throws -> FollowCounts {
        let logger = logger
        let id = member.rawValue
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT (SELECT count(*) FROM follow WHERE followed_id = \(id)),
                    (SELECT count(*) FROM follow WHERE follower_id = \(id))
                """, logger: logger)
            for try await (followers, following) in rows.decode((Int, Int).self) {
                return FollowCounts(followers: followers, following: following)
            }
            return .none
        }
    }

    /// One transaction's lock on the two members, in either order.
    private static func lockPair(
        _ one: String, _ other: String, on connection: PostgresConnection, logger: Logger
    )
        async throws
    {
        let key = "follow:" + [one, other].sorted().joined(separator: ":")
        try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\(key), 19))", logger: logger)
    }

    /// Runs a statement that answers a row for each row it changed; whether it changed any.
    private func changes(_ query: PostgresQuery) async throws -> Bool {
        let logger = logger
        return try await access { connection in
            try await connection.query(query, logger: logger).collect().count > 0
        }
    }
}
