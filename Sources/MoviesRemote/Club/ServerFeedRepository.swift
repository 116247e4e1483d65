import MoviesAPI
public import MoviesDomain

/// The signed-in member's feed on a Movies server (`/api/feed`): the server reads it as its rules say, a
/// page at a time; pages are read on until `limit` activities or the last.
public struct ServerFeedRepository: FeedRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        var activities: [Activity] = []
        var after = cursor
        while activities.count < limit {
            let page: ServerFeedDTO = try await client.get(
                .make(.getFeed), query: after.map { [("after", $0.description)] } ?? [])
            activities += page.toDomain()
            guard let next = page.next, let place = try? FeedCursor(text: next) else { break }
            after = place
        }
        return Array(activities.prefix(limit))
    }
}

extension ServerFeedRepository {
    /// A member's public activity is read by feed readers from `/u/{name}/activity.rss`: the API has no
    /// call for it, and nothing a client does needs it.
    public func activity(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        throw MoviesServerError.unsupported(server: client.name, route: "a member's public activity as JSON")
    }
}
