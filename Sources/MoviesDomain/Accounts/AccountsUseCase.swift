public import Foundation

/// Register, sign in, show, rename, change the full name or the password, delete: the application services
/// of an account. Passwords are checked by the hasher and never kept in the clear.
public struct AccountsUseCase: Sendable {
    private let users: any UsersRepository
    private let hasher: any PasswordHasher
    private let now: @Sendable () -> Date

    public init(
        users: any UsersRepository, hasher: any PasswordHasher, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.users = users
        self.hasher = hasher
        self.now = now
    }

    /// Whether an account has this name already. The store decides at ``register(name:fullName:password:)``:
    /// this is for a form to say so early.
    public func isTaken(_ name: UserName) async throws -> Bool {
        try await users.account(named: name) != nil
    }

    public func register(name: UserName, fullName: FullName, password: Password) async throws -> User {
        if let existing = try await users.account(named: name)?.user.name {
            // The same letters in another case are the same name; another name a reader could not tell apart
            // is said to be so.
            guard existing.text.lowercased() == name.text.lowercased() else {
                throw AccountError.nameTooClose(name.text, existing: existing.text)
            }
            throw AccountError.nameTaken(name.text)
        }
        let user = User(id: .make(), name: name, fullName: fullName, joined: now())
        try await users.add(user, passwordHash: try await hasher.hash(password))
        return user
    }

    /// The account whose name and password these are; ``AccountError/invalidCredentials`` otherwise, the
    /// same for an unknown name as for a wrong password.
    public func signIn(name: String, password: String) async throws -> User {
        guard let name = try? UserName(name), let account = try await users.account(named: name) else {
            _ = try? await hasher.verify(password, against: nil)
            throw AccountError.invalidCredentials
        }
        guard try await hasher.verify(password, against: account.passwordHash) else {
            throw AccountError.invalidCredentials
        }
        return account.user
    }

    public func profile(of id: User.ID) async throws -> User {
        guard let user = try await users.user(withID: id) else { throw AccountError.notFound }
        return user
    }

    public func rename(_ id: User.ID, to name: UserName) async throws {
        try await users.rename(id, to: name)
    }

    public func changeFullName(of id: User.ID, to fullName: FullName) async throws {
        try await users.changeFullName(of: id, to: fullName)
    }

    /// Needs the current password, so a session left open is not enough to take the account.
    public func changePassword(of id: User.ID, current: String, new: Password) async throws {
        let user = try await profile(of: id)
        _ = try await signIn(name: user.name.text, password: current)
        try await users.changePasswordHash(of: id, to: try await hasher.hash(new))
    }

    public func delete(_ id: User.ID) async throws {
        try await users.delete(id)
    }
}
