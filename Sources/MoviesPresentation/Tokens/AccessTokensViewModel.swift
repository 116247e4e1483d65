import Foundation
public import MoviesDomain

/// A member's access tokens: making one (behind the password, checked within the sign-in limits, so a
/// token is no way around them), listing and revoking them.
public actor AccessTokensViewModel {
    private let guarded: AccountGuard
    private let address: String
    public let strings: Strings
    public private(set) var state = AccessTokensState()

    /// `address` is where the person is (a client's address), what the limits count by.
    public init(accounts: AccountGuard, address: String, strings: Strings = .english) {
        guarded = accounts
        self.address = address
        self.strings = strings
    }

    /// Makes a token for the member whose name and password these are; a wrong pair reads as sign-in's.
    public func didIssue(
        name: String, password: String, label: String, scope: AccessToken.Scope, expiresInDays days: Int?
    ) async {
        await settle { [guarded, address] in
            _ = try AccessTokensUseCase.checked(label: label)
            let member = try await guarded.signIn(name: name, password: password, from: address)
            return try await guarded.tokens.issue(for: member.id, label: label, scope: scope, expiresInDays: days)
        }
    }

    /// Makes a token for `member`, who is signed in and gave their password again.
    public func didIssue(
        for member: User, password: String, label: String, scope: AccessToken.Scope, expiresInDays days: Int?
    ) async {
        await settle { [guarded, address] in
            _ = try AccessTokensUseCase.checked(label: label)
            try await guarded.checkPassword(password, of: member, from: address)
            return try await guarded.tokens.issue(for: member.id, label: label, scope: scope, expiresInDays: days)
        }
    }

    public func didLoad(member: User.ID) async {
        state.failure = nil
        do {
            state.tokens = try await guarded.tokens.tokens(of: member).map(item)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    public func didRevoke(_ id: AccessToken.ID, of member: User.ID) async {
        let label = state.tokens.first { $0.id == id }?.token.label
        state = AccessTokensState()
        do {
            try await guarded.countWrite(by: member)
            try await guarded.tokens.revoke(id, of: member)
            state.notice = label.map(strings.tokens.revoked)
            state.tokens = try await guarded.tokens.tokens(of: member).map(item)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    private func settle(_ issue: @Sendable () async throws -> (token: AccessToken, secret: String)) async {
        state = AccessTokensState()
        do {
            let issued = try await issue()
            state.issued = issued
            state.tokens = try await guarded.tokens.tokens(of: issued.token.member).map(item)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    private func item(_ token: AccessToken) -> AccessTokensState.Item {
        let day = Date.ISO8601FormatStyle().year().month().day()
        return AccessTokensState.Item(
            token: token, scope: strings.tokens.scopeName(token.scope),
            made: strings.tokens.made(token.created.formatted(day), token.expires?.formatted(day)),
            lastUsed: strings.tokens.lastUsed(token.lastUsed?.formatted(day)))
    }
}
