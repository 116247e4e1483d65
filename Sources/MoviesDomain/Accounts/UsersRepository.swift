/// Where accounts are kept. The store has the final word on unique names: its unique index on
/// ``UserName/key`` turns a lost race into ``AccountError/nameTaken``.
public protocol UsersRepository: MemberDirectory {
    /// Adds `user` with its password hash; throws ``AccountError/nameTaken`` if the name's key is taken.
    func add(_ user: User, passwordHash: String) async throws

    /// The account with this name (whatever its case or width), and its password hash.
    func account(named name: UserName) async throws -> (user: User, passwordHash: String)?

    /// Throws ``AccountError/nameTaken`` if another account has the name, ``AccountError/notFound`` if
    /// there is no account `id`.
    func rename(_ id: User.ID, to name: UserName) async throws

    func changeFullName(of id: User.ID, to fullName: FullName) async throws

    func changePasswordHash(of id: User.ID, to passwordHash: String) async throws

    /// Removes the account and everything it owns in the store (saved films, reviews, recent queries,
    /// sessions).
    func delete(_ id: User.ID) async throws
}

extension UsersRepository {
    public func user(named name: UserName) async throws -> User? {
        try await account(named: name)?.user
    }
}

/// Turns passwords into hashes worth storing and checks them (bcrypt, off the event loop, in Data).
public protocol PasswordHasher: Sendable {
    func hash(_ password: Password) async throws -> String
    /// Whether `password` is the one `hash` was made from. With no hash (no such account) it takes as long
    /// as a real check and answers false, so the time tells nobody which names exist.
    func verify(_ password: String, against hash: String?) async throws -> Bool
}
