public import MoviesDomain

/// `movies login` and `movies logout`: this machine signed in to a server, or out of it, and the line that
/// says so.
public actor ServerSignInViewModel {
    /// What a sign-in or sign-out did, or why it could not.
    public struct State: Sendable {
        public var notice: String?
        public var failure: ScreenFailure?
    }

    private let repository: any ServerSignInRepository
    /// The server as the person named it.
    private let server: String
    public let strings: Strings
    public private(set) var state = State()

    public init(repository: any ServerSignInRepository, server: String, strings: Strings = .english) {
        self.repository = repository
        self.server = server
        self.strings = strings
    }

    public func didSignIn(name: String, password: String, label: String) async {
        await settle { [repository, server, strings] in
            strings.account.signedInTo(
                server, try await repository.signIn(name: name, password: password, label: label))
        }
    }

    public func didSignUp(name: String, fullName: FullName, password: String, label: String) async {
        await settle { [repository, server, strings] in
            strings.account.signedUpTo(
                server, try await repository.signUp(name: name, fullName: fullName, password: password, label: label))
        }
    }

    public func didSignIn(token: String) async {
        await settle { [repository, server, strings] in
            strings.account.signedInTo(server, try await repository.signIn(token: token))
        }
    }

    public func didSignOut() async {
        await settle { [repository, server, strings] in
            try await repository.signOut() ? strings.account.signedOutOf(server) : strings.account.notSignedInTo(server)
        }
    }

    private func settle(_ notice: @Sendable () async throws -> String) async {
        state = State()
        do {
            state.notice = try await notice()
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}
