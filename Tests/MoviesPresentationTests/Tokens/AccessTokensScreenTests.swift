import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The access tokens screen on fakes: a token is made behind the password (counted as a sign-in is), its
/// secret shown once, listed with what it may do and its last use, and revoked by its member only.
@Suite struct AccessTokensScreenTests {
    let store = InMemoryMemberStore()
    let attempts = InMemoryAttemptsRepository()

    func accounts() -> AccountGuard {
        AccountGuard(
            accounts: AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()),
            tokens: AccessTokensUseCase(tokens: store, digest: InsecureTestSecretDigest()),
            attempts: AttemptThrottle(repository: attempts), limits: AccountLimits(),
            turns: UnlimitedPasswordChecks())
    }

    func member(_ name: String) async throws -> User {
        let screen = AccountFormViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didSignUp(name: name, given: "Ana", family: "Lima", password: "correct horse")
        return try #require(await screen.state.member)
    }

    @Test func aTokenIsMadeBehindThePasswordShownOnceAndListed() async throws {
        let ana = try await member("ana")
        let screen = AccessTokensViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didIssue(name: "ana", password: "correct horse", label: "laptop", scope: .read, expiresInDays: 30)
        let issued = try #require(await screen.state.issued)
        #expect(issued.secret.hasPrefix(AccessTokensUseCase.secretPrefix) && issued.token.scope == .read)
        let item = try #require(await screen.state.tokens.first)
        #expect(item.token.label == "laptop" && item.scope == "Read" && item.lastUsed == "never used")
        #expect(item.made.contains("expires"))

        let later = AccessTokensViewModel(accounts: accounts(), address: "192.0.2.1")
        await later.didLoad(member: ana.id)
        #expect(await later.state.issued == nil, "the secret is shown once")
        #expect(await later.state.tokens.map(\.token.label) == ["laptop"])
    }

    @Test func aWrongPasswordOrABadLabelMakesNothingAndNamesWhy() async throws {
        let ana = try await member("ana")
        let screen = AccessTokensViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didIssue(name: "ana", password: "wrong horse", label: "laptop", scope: .read, expiresInDays: nil)
        #expect(await screen.state.failure?.code == "invalid_credentials")
        await screen.didIssue(
            for: ana, password: "correct horse", label: "a\u{200B}b", scope: .readWrite, expiresInDays: nil)
        #expect(await screen.state.failure?.field == "label")
        await screen.didLoad(member: ana.id)
        #expect(await screen.state.tokens.isEmpty)
    }

    @Test func onlyItsMemberRevokesAToken() async throws {
        let ana = try await member("ana")
        let bob = try await member("bob")
        let screen = AccessTokensViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didIssue(for: ana, password: "correct horse", label: "laptop", scope: .read, expiresInDays: nil)
        let id = try #require(await screen.state.issued?.token.id)
        await screen.didRevoke(id, of: bob.id)
        #expect(await screen.state.failure?.kind == .notFound)
        await screen.didLoad(member: ana.id)
        await screen.didRevoke(id, of: ana.id)
        let state = await screen.state
        #expect(state.notice?.contains("laptop") == true && state.tokens.isEmpty)
    }
}
