import Foundation
import MoviesDomain

/// `GET /api/members/{name}/followers`, `…/following` and `/api/me/blocked`: members, newest first.
struct ServerFollowsDTO: Decodable, Sendable {
    struct Member: Decodable, Sendable {
        let name: String
        let givenName: String
        let familyName: String
        let since: String
    }

    let members: [Member]
    let page: Int?
    let totalCount: Int?

    /// Each member as a client knows another: by name (`name:ana`).
    func toDomain() -> [Follow] {
        members.compactMap { member in
            ServerClubMember.user(named: member.name, given: member.givenName, family: member.familyName).map {
                Follow(
                    member: $0, since: (try? Date(member.since, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0))
            }
        }
    }
}
