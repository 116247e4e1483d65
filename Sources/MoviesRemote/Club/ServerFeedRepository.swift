import MoviesAPI
public import MoviesDomain

/// The signed-in member's feed on a Movies server (`/api/feed`), and a member's public activity: the
/// server reads them as its rules say, a page at a time; pages are read on until `limit` activities or the
/// last.
public struct ServerFeedRepository: FeedRepository {
    let client: MoviesServerClient
    /// Who the token acts for, asked once for every client of the container.
    let members: ServerMemberStore

    public init(client: MoviesServerClient, members: ServerMemberStore) {
        self.client = client
        self.members = members
    }

    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        try await pages(of: .make(.getFeed), before: cursor, limit: limit)
    }

    /// The pages of `call` from `cursor` on, until `limit` activities or the last.
    private func pages(of call: APICall, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        var activities: [Activity] = []
        var after = cursor
        while activities.count < limit {
            let page: ServerFeedDTO = try await client.get(
                call, query: after.map { [("after", $0.description)] } ?? [])
            activities += page.toDomain()
            guard let next = page.next, let place = try? FeedCursor(text: next) else { break }
            after = place
        }
        return Array(activities.prefix(limit))
    }
}

extension ServerFeedRepository {
    /// What the member did that anyone may see (`/api/members/{name}/activity`), read on as the feed is: the
    /// signed-in member's, or another's known by name.
    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        try await pages(of: .make(.getMemberActivity, try await members.name(of: member)), before: cursor, limit: limit)
    }
}
