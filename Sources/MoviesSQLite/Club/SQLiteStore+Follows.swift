public import Foundation
import GRDB
import MoviesData
public import MoviesDomain

extension SQLiteStore {
    /// One write: a block standing between the two keeps the follow from being made.
    public func follow(_ member: User.ID, by follower: User.ID, at time: Date) async throws -> Bool {
        try await write { db in
            try Self.requiringAccount {
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO follow (follower_id, followed_id, since)
                        SELECT ?1, ?2, ?3 WHERE NOT EXISTS (
                            SELECT 1 FROM block WHERE (blocker_id = ?1 AND blocked_id = ?2)
                                OR (blocker_id = ?2 AND blocked_id = ?1))
                        """, arguments: [follower.rawValue, member.rawValue, time.timeIntervalSince1970])
            }
            return db.changesCount > 0
        }
    }

    public func unfollow(_ member: User.ID, by follower: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM follow WHERE follower_id = ? AND followed_id = ?",
                arguments: [follower.rawValue, member.rawValue])
            return db.changesCount > 0
        }
    }

    public func block(_ member: User.ID, by blocker: User.ID, at time: Date) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM follow WHERE (follower_id = ?1 AND followed_id = ?2)
                        OR (follower_id = ?2 AND followed_id = ?1)
                    """, arguments: [blocker.rawValue, member.rawValue])
            try Self.requiringAccount {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO block (blocker_id, blocked_id, since) VALUES (?, ?, ?)",
                    arguments: [blocker.rawValue, member.rawValue, time.timeIntervalSince1970])
            }
            return db.changesCount > 0
        }
    }

    public func unblock(_ member: User.ID, by blocker: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(
                sql: "DELETE FROM block WHERE blocker_id = ? AND blocked_id = ?",
                arguments: [blocker.rawValue, member.rawValue])
            return db.changesCount > 0
        }
    }

    public func standing(of viewer: User.ID, toward member: User.ID) async throws -> Standing {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT
                        EXISTS (SELECT 1 FROM follow WHERE follower_id = ?1 AND followed_id = ?2),
                        EXISTS (SELECT 1 FROM follow WHERE follower_id = ?2 AND followed_id = ?1),
                        EXISTS (SELECT 1 FROM block WHERE blocker_id = ?1 AND blocked_id = ?2),
                        EXISTS (SELECT 1 FROM block WHERE blocker_id = ?2 AND blocked_id = ?1)
                    """, arguments: [viewer.rawValue, member.rawValue])
            guard let row else { return .strangers }
            return Standing(follows: row[0], followedBy: row[1], blocks: row[2], blockedBy: row[3])
        }
    }

    public func followers(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await follows(of: member, seenBy: viewer, page: page, pageSize: pageSize, along: .followers)
    }

    public func following(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await follows(of: member, seenBy: viewer, page: page, pageSize: pageSize, along: .following)
    }

    public func blocked(by member: User.ID) async throws -> [Follow] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(FollowRows.accountColumns), b.since FROM block b JOIN account a ON a.id = b.blocked_id
                    WHERE b.blocker_id = ? ORDER BY b.since DESC, a.id DESC
                    """, arguments: [member.rawValue]
            ).compactMap(FollowRows.follow)
        }
    }

    public func blockedEitherWay(with member: User.ID) async throws -> Set<User.ID> {
        try await read { db in
            Set(
                try String.fetchAll(
                    db,
                    sql: """
                        SELECT blocked_id FROM block WHERE blocker_id = ?1
                        UNION SELECT blocker_id FROM block WHERE blocked_id = ?1
                        """, arguments: [member.rawValue]
                ).map(User.ID.init))
        }
    }

    public func followCounts(of member: User.ID) async throws -> FollowCounts {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM follow WHERE followed_id = ?1),
                        (SELECT count(*) FROM follow WHERE follower_id = ?1)
                    """, arguments: [member.rawValue])
            return FollowCounts(followers: row?[0] ?? 0, following: row?[1] ?? 0)
        }
    }

    private func follows(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int, along side: FollowRows.Side
    ) async throws -> Paged<Follow> {
        try await read { db in
            let (mine, theirs) = side.columns
            let from = """
                FROM follow f JOIN account a ON a.id = f.\(theirs)
                WHERE f.\(mine) = ?1 AND \(BlockSQL.neither("?2", "a.id"))
                """
            let arguments: StatementArguments = [member.rawValue, viewer?.rawValue]
            let total = try Int.fetchOne(db, sql: "SELECT count(*) \(from)", arguments: arguments) ?? 0
            let rows = try Row.fetchAll(
                db,
                sql:
                    "SELECT \(FollowRows.accountColumns), f.since \(from) ORDER BY f.since DESC, a.id DESC LIMIT ?3 OFFSET ?4",
                arguments: arguments + [pageSize, (page.value - 1) * pageSize])
            return Paged(
                items: rows.compactMap(FollowRows.follow), page: page.value, pageSize: pageSize, totalCount: total)
        }
    }
}
