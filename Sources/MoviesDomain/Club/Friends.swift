import Foundation

/// A member's friends: members who follow the member and whom the member follows, neither having blocked
/// the other. Only friends may be named on a watch or picked a film with.
struct Friends: Sendable {
    /// Why a name is not a friend's.
    enum Refusal: Error, Equatable {
        case empty
        case unknown(String)
        case yourself
        case notFriends(String)
    }

    let follows: any FollowsRepository
    let users: any MemberDirectory

    /// The names trimmed, `@` before one dropped, each once (whatever its case); nil when one is empty.
    static func distinct(_ names: [String]) -> [String]? {
        var seen = Set<String>()
        let trimmed = names.map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
        guard !trimmed.contains(where: \.isEmpty) else { return nil }
        return trimmed.filter { seen.insert($0.lowercased()).inserted }
    }

    /// The members `names` (``distinct(_:)`` already) name, each checked to be a friend of `member`.
    func named(_ names: [String], of member: User.ID) async throws -> [User] {
        var friends: [User] = []
        for name in names {
            guard let userName = try? UserName(name), let user = try await users.user(named: userName) else {
                throw Refusal.unknown(String(name.prefix(40)))
            }
            guard user.id != member else { throw Refusal.yourself }
            let standing = try await follows.standing(of: member, toward: user.id)
            // To the member they blocked, nobody has the name.
            guard !standing.blockedBy else { throw Refusal.unknown(String(name.prefix(40))) }
            guard standing.isMutual, !standing.blocks, !standing.blockedBy else {
                throw Refusal.notFriends(user.name.text)
            }
            friends.append(user)
        }
        return friends
    }

    /// The member's friends, by name: those they follow who follow them back (the first 500 of each).
    func all(of member: User.ID) async throws -> [User] {
        let page = PageNumber.first
        async let following = follows.following(of: member, seenBy: member, page: page, pageSize: 500)
        async let followers = follows.followers(of: member, seenBy: member, page: page, pageSize: 500)
        let back = Set(try await followers.items.map(\.member.id))
        return try await following.items.map(\.member).filter { back.contains($0.id) }
            .sorted { $0.name.text.lowercased() < $1.name.text.lowercased() }
    }
}
