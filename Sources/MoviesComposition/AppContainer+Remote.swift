public import Foundation
import MoviesData
import MoviesDomain

extension AppContainer {
    /// The graph over a Movies server's JSON API: its films, and with `token` the member's saved films,
    /// reviews and recent searches there, the same the web shows them. `source` is the server's (bare ids
    /// are its films).
    public static func remote(server: URL, token: String?, source: MovieSource) -> AppContainer {
        let client = MoviesServerClient(server: server, token: token)
        let movies = ServerMoviesRepository(client: client)
        let members = ServerMemberStore(client: client)
        return AppContainer(
            movies: movies, discovery: movies, posters: ServerPosterImagesRepository(client: client),
            recentQueries: { _ in ServerRecentQueriesRepository(client: client) }, members: members,
            hasher: BcryptPasswordHasher(cost: 4), source: source,
            member: {
                guard token != nil else { throw MoviesServerError.signInRequired(server: client.name) }
                return try await members.signedInMember().id
            },
            unrememberedMovies: ServerMoviesRepository(client: MoviesServerClient(server: server, token: nil)))
    }

    /// Signs in to `server` as the member with this name and password: a token that may read and write,
    /// labelled with this machine, kept in ``ServerCredentials``. Answers the member's name.
    public static func signIn(
        to server: URL, name: String, password: String, label: String, credentials: ServerCredentials
    ) async throws -> String {
        let secret = try await MoviesServerClient(server: server, token: nil)
            .issueToken(name: name, password: password, label: label)
        try credentials.keep(secret, for: server)
        return try await MoviesServerClient(server: server, token: secret).memberName()
    }

    /// Keeps a token made elsewhere (settings), once the server says whose it is.
    public static func signIn(to server: URL, token: String, credentials: ServerCredentials) async throws -> String {
        let name = try await MoviesServerClient(server: server, token: token).memberName()
        try credentials.keep(token, for: server)
        return name
    }

    /// Revokes the kept token on the server and forgets it; answers whether one was kept. A token the
    /// server no longer knows is forgotten all the same.
    public static func signOut(of server: URL, credentials: ServerCredentials) async throws -> Bool {
        guard let token = credentials.token(for: server) else { return false }
        do {
            try await MoviesServerClient(server: server, token: token).revokeOwnToken()
        } catch MoviesServerError.tokenRejected {
            // Revoked or expired already.
        }
        try credentials.forget(server)
        return true
    }
}
