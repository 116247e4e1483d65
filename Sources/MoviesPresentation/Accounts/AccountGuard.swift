public import MoviesDomain

/// The accounts with their limits, as every account screen uses them: each password check takes a turn
/// (``PasswordCheckTurns``) and is counted in the store before it is made (wrong passwords by name and by
/// address), so no concurrency gets past a limit; sign-ups are counted by address, changes by member.
public struct AccountGuard: Sendable {
    private let accounts: AccountsUseCase
    let tokens: AccessTokensUseCase
    private let attempts: AttemptThrottle
    public let limits: AccountLimits
    private let turns: any PasswordCheckTurns

    public init(
        accounts: AccountsUseCase, tokens: AccessTokensUseCase, attempts: AttemptThrottle, limits: AccountLimits,
        turns: any PasswordCheckTurns
    ) {
        self.accounts = accounts
        self.tokens = tokens
        self.attempts = attempts
        self.limits = limits
        self.turns = turns
    }

    /// The member with this id, or nil when the account is gone.
    public func member(_ id: User.ID) async throws -> User? {
        do {
            return try await accounts.profile(of: id)
        } catch AccountError.notFound {
            return nil
        }
    }

    /// The member an access token's secret acts for, and what it may do; nil for a secret that is unknown,
    /// revoked or expired, or whose account is gone.
    public func bearer(_ secret: String) async throws -> (member: User, token: AccessToken)? {
        guard let token = try await tokens.token(forSecret: secret), let member = try await member(token.member)
        else { return nil }
        return (member, token)
    }

    /// Counts a change by `member` against their changes a minute; ``TooManyAttempts`` once those are spent.
    /// Answers the change counted, to ``forget(_:)`` if it is refused.
    @discardableResult
    public func countWrite(by member: User.ID) async throws -> CountedAttempt {
        try await attempts.count([limits.writes(by: member)], reason: .writes)
    }

    /// Counts a file `member` sent to import (a dry run, or one refused, too) against their uploads an hour;
    /// ``TooManyAttempts`` once those are spent. Never given back: reading the file was the cost.
    public func countUpload(by member: User.ID) async throws {
        _ = try await attempts.count([limits.uploads(by: member)], reason: .uploads)
    }

    /// Takes back changes counted that were refused: only those that pass their checks count.
    public func forget(_ counted: [CountedAttempt]) async {
        for attempt in counted { await attempts.forget(attempt) }
    }

    /// Counts an export by `member` against their exports an hour; ``TooManyAttempts`` once those are spent.
    public func countExport(by member: User.ID) async throws {
        _ = try await attempts.count([limits.exports(by: member)], reason: .exports)
    }

    func signIn(name: String, password: String, from address: String) async throws -> User {
        let key = (try? UserName(name).key) ?? String(name.lowercased().prefix(64))
        return try await checkingPassword(forName: key, from: address) {
            try await accounts.signIn(name: name, password: password)
        }
    }

    /// Makes the account, counted against the address's sign-ups (one that fails is not counted).
    func register(name: UserName, fullName: FullName, password: Password, from address: String) async throws -> User {
        try await turns.run(from: address) {
            let attempt = try await attempts.count([limits.signUps(fromAddress: address)], reason: .signUps)
            do {
                return try await accounts.register(name: name, fullName: fullName, password: password)
            } catch {
                await attempts.forget(attempt)
                throw error
            }
        }
    }

    /// Checks `member`'s current password as sign-in does (same limits).
    func checkPassword(_ password: String, of member: User, from address: String) async throws {
        _ = try await checkingPassword(forName: member.name.key, from: address) {
            try await accounts.signIn(name: member.name.text, password: password)
        }
    }

    func changePassword(of member: User, current: String, new: Password, from address: String) async throws {
        try await checkingPassword(forName: member.name.key, from: address) {
            try await accounts.changePassword(of: member.id, current: current, new: new)
        }
    }

    func rename(_ member: User.ID, to name: UserName) async throws {
        try await countWrite(by: member)
        try await accounts.rename(member, to: name)
    }

    func changeFullName(of member: User.ID, to fullName: FullName) async throws {
        try await countWrite(by: member)
        try await accounts.changeFullName(of: member, to: fullName)
    }

    func delete(_ member: User.ID) async throws {
        try await accounts.delete(member)
    }

    /// Runs `check` in a turn, counted first as a wrong password for the name `key` and for the address; a
    /// right one clears the name's count, and a failure that is not a wrong password is taken back.
    private func checkingPassword<T: Sendable>(
        forName key: String, from address: String, _ check: () async throws -> T
    ) async throws -> T {
        let name = limits.wrongPasswords(forName: key)
        return try await turns.run(from: address) {
            let attempt = try await attempts.count(
                [name, limits.wrongPasswords(fromAddress: address)], reason: .wrongPasswords)
            do {
                let result = try await check()
                await attempts.clear(name)
                await attempts.forget(attempt)
                return result
            } catch AccountError.invalidCredentials {
                throw AccountError.invalidCredentials
            } catch {
                await attempts.forget(attempt)
                throw error
            }
        }
    }
}
