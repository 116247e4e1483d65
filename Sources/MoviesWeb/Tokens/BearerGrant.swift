import MoviesDomain

/// What a request's access token grants: acting for ``member``, reading only or reading and writing.
struct BearerGrant: Sendable {
    let member: User
    let token: AccessToken.ID
    let scope: AccessToken.Scope
}
