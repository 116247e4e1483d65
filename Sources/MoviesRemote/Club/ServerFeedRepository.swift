public import MoviesDomain

/// The signed-in member's feed on a Movies server (`/api/feed`): the server reads it as its rules say, a
/// page at a time; pages are read on until `limit` activities or the last.
public struct ServerFeedRepository: FeedRepository {
    private let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func feed(of member: User.ID, before cursor: FeedCursor?, limit: Int) async throws -> [Activity] {
        var activities: [Activity] = []
        var after = cursor
        while activities.count < limit {
            let page: ServerFeedDTO = try await client.get(
                .make("getFeed"), query: after.map { [("after", $0.description)] } ?? [])
            activities += page.toDomain()
            guard let next = page.next, let place = try? FeedCursor(text: next) else { break }
            after = place
        }
        return Array(activities.prefix(limit))
    }
}
