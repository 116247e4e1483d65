import MoviesAPI
public import MoviesDomain

/// Tonight's pick made by a Movies server (`/api/pick`): the server scores its catalog against the
/// diaries it keeps; the friends to choose from are those the server lists as following and followed.
public struct ServerPick: PickProviding {
    let client: MoviesServerClient
    let follows: FollowsUseCase
    let source: FilmReference.Source

    public init(
        client: MoviesServerClient, follows: FollowsUseCase, source: FilmReference.Source
    ) {
        self.client = client
        self.follows = follows
        self.source = source
    }

    public func friends(of member: User.ID) async throws -> [User] {
        try await follows.friends(of: member)
    }

    public func pick(
        for member: User.ID, with names: [String], filter: PickFilter, limit: Int
    ) async throws
        -> GroupPick
    {
        try await pickAndFriends(for: member, with: names, filter: filter, limit: limit).pick
    }

    /// One request: the answer names the friends too (a server before that is asked for them).
    public func pickAndFriends(
        for member: User.ID, with names: [String], filter: PickFilter, limit: Int
    ) async throws -> (pick: GroupPick, friends: [User]) {
        var query = names.map { (name: "with", value: $0) }
        if let under = filter.maxRuntime { query.append(("under", String(under))) }
        query += filter.genres.sorted().map { ("genre", $0.rawValue) }
        query += filter.decades.sorted().map { ("decade", "\($0)s") }
        let answer: ServerPickDTO = try await client.get(.make(.getPick), query: query)
        // The server names the asker first; the id is the one the screen knows them by.
        let pick = answer.toDomain(asker: member, filter: filter, source: source)
        let friends: [User]
        if let known = answer.friendsToDomain { friends = known } else { friends = try await self.friends(of: member) }
        return (GroupPick(members: pick.members, films: Array(pick.films.prefix(limit)), filter: filter), friends)
    }
}
