import MoviesDomain

/// The parts of `GET /api/members/{name}` that following needs: who the member is, how many follow
/// them, and how the caller stands toward them.
struct ServerProfileDTO: Decodable, Sendable {
    struct Follows: Decodable, Sendable {
        let followers: Int
        let following: Int
    }

    struct StandingDTO: Decodable, Sendable {
        let following: Bool
        let followsYou: Bool
        let blocked: Bool
    }

    let name: String
    let givenName: String
    let familyName: String
    let follows: Follows
    let standing: StandingDTO?

    var user: User? { ServerClubMember.user(named: name, given: givenName, family: familyName) }

    /// A server never says that a member blocked the caller: such a member is not there for them.
    var toStanding: Standing {
        standing.map { Standing(follows: $0.following, followedBy: $0.followsYou, blocks: $0.blocked) } ?? .strangers
    }
}

/// `PUT` and `DELETE /api/members/{name}/follow` and `…/block`: whether anything changed.
struct ServerFollowChangeDTO: Decodable, Sendable {
    let name: String
    let changed: Bool
}
