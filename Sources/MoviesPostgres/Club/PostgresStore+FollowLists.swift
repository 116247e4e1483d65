import Foundation
import MoviesData
public import MoviesDomain
import PostgresNIO

extension PostgresStore {
    public func followers(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await follows(
            of: member, seenBy: viewer, page: page, pageSize: pageSize, mine: "followed_id", theirs: "follower_id")
    }

    public func following(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int
    ) async throws
        -> Paged<Follow>
    {
        try await follows(
            of: member, seenBy: viewer, page: page, pageSize: pageSize, mine: "follower_id", theirs: "followed_id")
    }

    public func blocked(by member: User.ID) async throws -> [Follow] {
        let logger = logger
        let id = member.rawValue
        return try await access { connection in
            try await Self.follows(
                connection.query(
                    """
                    SELECT \(unescaped: Self.followAccountColumns), b.since FROM block b JOIN account a ON a.id = b.blocked_id
                    WHERE b.blocker_id = \(id) ORDER BY b.since DESC, a.id DESC
                    """, logger: logger))
        }
    }

    public func blockedEitherWay(with member: User.ID) async throws -> Set<User.ID> {
        let logger = logger
        let id = member.rawValue
        return try await access { connection in
            let rows = try await connection.query(
                """
                SELECT blocked_id FROM block WHERE blocker_id = \(id)
                UNION SELECT blocker_id FROM block WHERE blocked_id = \(id)
                """, logger: logger)
            var found = Set<User.ID>()
            for try await other in rows.decode(String.self) { found.insert(User.ID(other)) }
            return found
        }
    }

    private static let followAccountColumns = "a.id, a.name, a.given_name, a.family_name, a.joined"

    private func follows(
        of member: User.ID, seenBy viewer: User.ID?, page: PageNumber, pageSize: Int, mine: String, theirs: String
    ) async throws -> Paged<Follow> {
        let logger = logger
        let (id, seer, offset) = (member.rawValue, viewer?.rawValue, (page.value - 1) * pageSize)
        return try await access { connection in
            var total = 0
            for try await count in try await connection.query(
                """
                SELECT count(*) FROM follow f JOIN account a ON a.id = f.\(unescaped: theirs)
                WHERE f.\(unescaped: mine) = \(id) AND NOT EXISTS (
                    SELECT 1 FROM block b WHERE (b.blocker_id = \(seer) AND b.blocked_id = a.id)
                        OR (b.blocker_id = a.id AND b.blocked_id = \(seer)))
                """, logger: logger
            ).decode(Int.self) {
                total = count
            }
            let items = try await Self.follows(
                connection.query(
                    """
                    SELECT \(unescaped: Self.followAccountColumns), f.since
                    FROM follow f JOIN account a ON a.id = f.\(unescaped: theirs)
                    WHERE f.\(unescaped: mine) = \(id) AND NOT EXISTS (
                        SELECT 1 FROM block b WHERE (b.blocker_id = \(seer) AND b.blocked_id = a.id)
                            OR (b.blocker_id = a.id AND b.blocked_id = \(seer)))
                    ORDER BY f.since DESC, a.id DESC LIMIT \(pageSize) OFFSET \(offset)
                    """, logger: logger))
            return Paged(items: items, page: page.value, pageSize: pageSize, totalCount: total)
        }
    }

    private static func follows(_ rows: PostgresRowSequence) async throws -> [Follow] {
        var follows: [Follow] = []
        for try await (id, name, given, family, joined, since) in rows.decode(
            (String, String, String, String, Double, Double).self)
        {
            guard
                let user = AccountRecord(
                    id: id, name: name, givenName: given, familyName: family, passwordHash: "",
                    joined: Date(timeIntervalSince1970: joined)
                ).toDomain()?.user
            else { continue }
            follows.append(Follow(member: user, since: Date(timeIntervalSince1970: since)))
        }
        return follows
    }
}
