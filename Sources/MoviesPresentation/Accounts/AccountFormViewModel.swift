import MoviesDomain

/// The sign-up and sign-in forms, within the account limits: signing up checks each field with the one it
/// is about, then makes the account within the sign-ups an address may make; signing in reads a wrong
/// name and a wrong password the same.
public actor AccountFormViewModel {
    private let guarded: AccountGuard
    private let address: String
    public let strings: Strings
    public private(set) var state = AccountFormState()

    /// `address` is where the person is (a client's address), what the limits count by.
    public init(accounts: AccountGuard, address: String, strings: Strings = .english) {
        guarded = accounts
        self.address = address
        self.strings = strings
    }

    public func didSignUp(name: String, given: String, family: String, password: String) async {
        await settle { [guarded, address] in
            try await guarded.register(
                name: try UserName(name), fullName: try FullName(given: given, family: family),
                password: try Password(password), from: address)
        }
    }

    public func didSignIn(name: String, password: String) async {
        await settle { [guarded, address] in try await guarded.signIn(name: name, password: password, from: address) }
    }

    private func settle(_ member: @Sendable () async throws -> User) async {
        state = AccountFormState()
        do {
            state.member = try await member()
        } catch {
            state.fail(error, strings: strings)
        }
    }
}
