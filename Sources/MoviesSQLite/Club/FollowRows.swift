import Foundation
import GRDB
import MoviesData
import MoviesDomain

/// How the follows' reads name their columns and read their rows.
enum FollowRows {
    /// Which way a list of follows runs from its member.
    enum Side {
        case followers, following

        /// The member's column, and the other's.
        var columns: (String, String) {
            switch self {
            case .followers: ("followed_id", "follower_id")
            case .following: ("follower_id", "followed_id")
            }
        }
    }

    static let accountColumns = "a.id, a.name, a.given_name, a.family_name, a.joined"

    /// A row of ``accountColumns`` and a `since`.
    static func follow(_ row: Row) -> Follow? {
        AccountRecord(
            id: row[0], name: row[1], givenName: row[2], familyName: row[3], passwordHash: "",
            joined: Date(timeIntervalSince1970: row[4])
        ).toDomain().map { Follow(member: $0.user, since: Date(timeIntervalSince1970: row[5])) }
    }
}
