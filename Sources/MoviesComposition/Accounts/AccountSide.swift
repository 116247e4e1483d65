import MoviesData
import MoviesDomain

/// What a container over a store keeps of accounts: the accounts, access tokens, sessions and attempts
/// its store holds. A container over a Movies server has none: they are the server's own.
struct AccountSide: Sendable {
    let accounts: AccountsUseCase
    let tokens: AccessTokensUseCase
    /// Signed-in sessions, shared by every server on the store.
    let sessions: any SessionsRepository
    /// Attempts counted against the account limits, shared by every server on the store.
    let attempts: AttemptThrottle
    let users: any UsersRepository
    /// The tokens as kept, for an export to list them by label.
    let tokenList: any AccessTokensRepository

    init(store: any AccountStore, hasher: any PasswordHasher) {
        accounts = AccountsUseCase(users: store, hasher: hasher)
        tokens = AccessTokensUseCase(tokens: store, digest: SHA256SecretDigest())
        sessions = store
        attempts = AttemptThrottle(repository: store)
        users = store
        tokenList = store
    }

    /// Why a container over a server has no account side.
    static let elsewhere = ConfigurationError(
        "accounts, sessions and tokens are kept by the server: sign up and serve on it, not through it")
}
