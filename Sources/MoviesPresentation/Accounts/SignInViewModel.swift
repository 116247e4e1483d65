import MoviesDomain

/// The sign-in form: a name and a password, checked within the account limits. A wrong name and a
/// wrong password read the same.
public actor SignInViewModel {
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

    public func didSignIn(name: String, password: String) async {
        state = AccountFormState()
        do {
            state.member = try await guarded.signIn(name: name, password: password, from: address)
        } catch {
            state.fail(error, strings: strings)
        }
    }
}
