import MoviesDomain

/// The sign-up form: a name, a full name and a password, each checked with the field it is about, then
/// the account made within the sign-ups an address may make.
public actor SignUpViewModel {
    private let guarded: AccountGuard
    private let address: String
    public let strings: Strings
    public private(set) var state = AccountFormState()

    public init(accounts: AccountGuard, address: String, strings: Strings = .english) {
        guarded = accounts
        self.address = address
        self.strings = strings
    }

    public func didSignUp(name: String, given: String, family: String, password: String) async {
        state = AccountFormState()
        do {
            let name = try UserName(name)
            let fullName = try FullName(given: given, family: family)
            state.member = try await guarded.register(
                name: name, fullName: fullName, password: try Password(password), from: address)
        } catch {
            state.fail(error, strings: strings)
        }
    }
}
