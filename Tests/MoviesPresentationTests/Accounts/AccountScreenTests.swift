import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@Suite struct AccountScreenTests {
    let store = InMemoryMemberStore()
    let attempts = InMemoryAttemptsRepository()

    func accounts(turns: any PasswordCheckTurns = UnlimitedPasswordChecks()) -> AccountGuard {
        AccountGuard(
            accounts: AccountsUseCase(users: store, hasher: InsecureTestPasswordHasher()),
            tokens: AccessTokensUseCase(tokens: store, digest: InsecureTestSecretDigest()),
            attempts: AttemptThrottle(repository: attempts), limits: AccountLimits(), turns: turns)
    }

    func signUp(_ name: String = "ana", password: String = "correct horse") async -> AccountFormState {
        let screen = AccountFormViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didSignUp(name: name, given: "Ana", family: "Lima", password: password)
        return await screen.state
    }

    @Test func aNewMemberSignsUpThenInAndAWrongPasswordNamesNoField() async throws {
        let made = try #require(await signUp().member)
        #expect(made.name.text == "ana" && made.fullName.description == "Ana Lima")
        let signIn = AccountFormViewModel(accounts: accounts(), address: "192.0.2.1", strings: .spanish)
        await signIn.didSignIn(name: "ana", password: "correct horse")
        #expect(await signIn.state.member?.id == made.id)
        await signIn.didSignIn(name: "ana", password: "wrong horse")
        let state = await signIn.state
        #expect(state.member == nil && state.failure?.code == "invalid_credentials" && state.field == nil)
        #expect(state.failure?.message == Strings.spanish.members.invalidCredentials)
    }

    @Test func eachMistakeOfTheSignUpFormNamesItsField() async throws {
        _ = await signUp()
        #expect(await signUp("ana").field == "name")
        #expect(await signUp("a b").field == "name")
        #expect(await signUp("bea", password: "short").field == "password")
        let screen = AccountFormViewModel(accounts: accounts(), address: "192.0.2.1")
        await screen.didSignUp(name: "bea", given: "", family: "Lima", password: "correct horse")
        #expect(await screen.state.field == "given")
        await screen.didSignUp(name: "bea", given: "Bea", family: String(repeating: "x", count: 500), password: "x")
        #expect(await screen.state.field == "family")
    }

    @Test func wrongPasswordsPastTheLimitAreRefusedEvenWithTheRightOne() async throws {
        _ = await signUp()
        let signIn = AccountFormViewModel(accounts: accounts(), address: "192.0.2.9")
        for _ in 1...AccountLimits().wrongPasswordsPerName { await signIn.didSignIn(name: "ana", password: "nope") }
        await signIn.didSignIn(name: "ana", password: "correct horse")
        let failure = try #require(await signIn.state.failure)
        #expect(failure.kind == .tooManyRequests && failure.code == "too_many_attempts" && failure.retryAfter != nil)
    }

    @Test func noTurnToCheckAPasswordIsBusyForAMoment() async throws {
        struct Full: PasswordCheckTurns {
            func run<T: Sendable>(from address: String, _ check: () async throws -> T) async throws -> T {
                throw PasswordChecksBusy()
            }
        }
        let signIn = AccountFormViewModel(accounts: accounts(turns: Full()), address: "192.0.2.1")
        await signIn.didSignIn(name: "ana", password: "correct horse")
        let failure = try #require(await signIn.state.failure)
        #expect(failure.kind == .unavailable && failure.code == "busy" && failure.retryAfter == 1)
    }

    @Test func settingsChangeTheNameAndFullNameAndSaySo() async throws {
        let ana = try #require(await signUp().member)
        let settings = SettingsViewModel(accounts: accounts(), member: ana, address: "192.0.2.1", strings: .korean)
        await settings.didRename(to: "ana_lima")
        #expect(await settings.state.notice == Strings.korean.account.changesSaved)
        await settings.didChangeFullName(given: "Ana", family: "Souza")
        #expect(await settings.member.name.text == "ana_lima")
        #expect(await settings.member.fullName.description == "Ana Souza")
        await settings.didRename(to: "")
        let refused = await settings.state
        #expect(refused.field == "name" && refused.notice == nil)
    }

    @Test func aPasswordChangeOrDeletionChecksTheCurrentPassword() async throws {
        let ana = try #require(await signUp().member)
        let settings = SettingsViewModel(accounts: accounts(), member: ana, address: "192.0.2.1")
        await settings.didChangePassword(current: "wrong", new: "a new password")
        #expect(await settings.state.field == "current")
        await settings.didChangePassword(current: "correct horse", new: "a new password")
        #expect(await settings.state.failure == nil)
        await settings.didDeleteAccount(password: "a new password", confirmed: false)
        #expect(await settings.state.failure?.code == "not_confirmed")
        #expect(try await store.user(withID: ana.id) != nil)
        await settings.didDeleteAccount(password: "a new password")
        #expect(await settings.state.notice == Strings.english.account.accountDeleted)
        #expect(try await store.user(withID: ana.id) == nil)
    }
}
