public import Foundation
import MoviesData
public import MoviesDomain
import MoviesRemote

extension AppContainer {
    /// How long one request to a Movies server may take in all, unless the caller says otherwise.
    public static let serverDeadline = MoviesServerClient.defaultDeadline

    /// The graph over a Movies server's JSON API: its films, and with `token` the member's saved films,
    /// reviews, diary and recent searches there, the same the web shows them. `source` is the server's (bare ids
    /// are its films). `wholeCommand`: the deadline is every call's together (a command that runs once), not
    /// each call's (the terminal app, an import followed to its end).
    /// `member`: whom the token acts for, when it is known (kept at sign-in), so that nothing asks.
    public static func remote(
        server: URL, token: String?, member known: User.ID? = nil, source: MovieSource,
        deadline: Duration = serverDeadline, wholeCommand: Bool = false
    ) -> AppContainer {
        let client = MoviesServerClient(server: server, token: token, deadline: deadline, wholeCommand: wholeCommand)
        let movies = ServerMoviesRepository(client: client)
        let members = ServerMemberStore(client: client)
        let follows = ServerFollowsRepository(client: client, members: members)
        return AppContainer(
            movies: movies, discovery: movies, posters: ServerPosterImagesRepository(client: client),
            recentQueries: { _ in ServerRecentQueriesRepository(client: client) }, memberFilms: members,
            diary: ServerDiaryRepository(client: client),
            lists: ServerListsRepository(client: client), favourites: ServerFavouritesRepository(client: client),
            follows: follows, followedMembers: follows, feed: ServerFeedRepository(client: client, members: members),
            comments: ServerCommentsRepository(client: client, members: members),
            together: ServerTogetherRepository(client: client),
            notices: ServerNotificationsRepository(client: client),
            accountSide: nil, exports: ServerAccountArchives(client: client),
            filmAdditions: ServerFilmAdditionsRepository(client: client),
            server: client,
            source: source,
            member: {
                if let known, token != nil { return known }
                guard token != nil else {
                    try await client.reach()
                    throw MoviesServerError.signInRequired(server: client.name)
                }
                return try await members.signedInMember().id
            },
            unrememberedMovies: ServerMoviesRepository(client: client.withoutToken()))
    }

    /// Signs in to `server` as the member with this name and password: a token that may read and write,
    /// labelled with this machine, kept in ``ServerCredentials``. Answers the member's name.
    ///
    /// Nothing is left live behind: the token it replaces is revoked, and a new token that cannot be kept
    /// is revoked before the error is told. The file is read first, so one that cannot be read (or
    /// written) stops the sign-in before any token is made.
    public static func signIn(
        to server: URL, name: String, password: String, label: String, credentials: ServerCredentials,
        deadline: Duration = serverDeadline
    ) async throws -> String {
        _ = try credentials.token(for: server)
        let secret = try await MoviesServerClient(server: server, token: nil, deadline: deadline)
            .issueToken(name: name, password: password, label: label)
        let client = MoviesServerClient(server: server, token: secret, deadline: deadline)
        let me: User
        do {
            me = try await ServerMemberStore(client: client).signedInMember()
        } catch {
            try? await client.revokeOwnToken()
            throw error
        }
        try await keep(
            secret, member: me.id, for: server, credentials: credentials, revokingOnFailure: client, deadline: deadline)
        return me.name.text
    }

    /// Keeps a token made elsewhere (settings), once the server says whose it is; the token it replaces is
    /// revoked (a token made elsewhere is the member's to revoke, so one that cannot be kept is left be).
    public static func signIn(
        to server: URL, token: String, credentials: ServerCredentials,
        deadline: Duration = serverDeadline
    ) async throws -> String {
        _ = try credentials.token(for: server)
        let client = MoviesServerClient(server: server, token: token, deadline: deadline)
        let me = try await ServerMemberStore(client: client).signedInMember()
        try await keep(
            token, member: me.id, for: server, credentials: credentials, revokingOnFailure: nil, deadline: deadline)
        return me.name.text
    }

    /// Revokes the kept token on the server and forgets it; answers whether one was kept. A token the
    /// server no longer knows is forgotten all the same.
    public static func signOut(
        of server: URL, credentials: ServerCredentials, deadline: Duration = serverDeadline
    ) async throws -> Bool {
        guard let token = try credentials.token(for: server) else { return false }
        do {
            try await MoviesServerClient(server: server, token: token, deadline: deadline).revokeOwnToken()
        } catch MoviesServerError.tokenRejected {
            // Revoked or expired already.
        }
        try credentials.forget(server)
        return true
    }

    private static func keep(
        _ token: String, member: User.ID, for server: URL, credentials: ServerCredentials,
        revokingOnFailure new: MoviesServerClient?, deadline: Duration
    ) async throws {
        let replaced: String?
        do {
            replaced = try credentials.keep(token, member: member.rawValue, for: server)
        } catch {
            try? await new?.revokeOwnToken()
            throw error
        }
        if let replaced {
            try? await MoviesServerClient(server: server, token: replaced, deadline: deadline).revokeOwnToken()
        }
    }
}
