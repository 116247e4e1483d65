public import Foundation
import MoviesDomain
public import MoviesPresentation
import MoviesRemote

/// This machine's sign-in to one server, as `movies login` keeps it: a token in ``ServerCredentials``.
struct KeptTokenSignIn: ServerSignInRepository {
    let server: URL
    let credentials: ServerCredentials
    let deadline: Duration

    func signIn(name: String, password: String, label: String) async throws -> String {
        try await AppContainer.signIn(
            to: server, name: name, password: password, label: label, credentials: credentials, deadline: deadline)
    }

    func signIn(token: String) async throws -> String {
        try await AppContainer.signIn(to: server, token: token, credentials: credentials, deadline: deadline)
    }

    func signUp(name: String, fullName: FullName, password: String, label: String) async throws -> String {
        try await MoviesServerClient(server: server, token: nil, deadline: deadline)
            .signUp(name: name, fullName: fullName, password: password)
        return try await signIn(name: name, password: password, label: label)
    }

    func signOut() async throws -> Bool {
        try await AppContainer.signOut(of: server, credentials: credentials, deadline: deadline)
    }
}

extension AppContainer {
    /// Signing this machine in to `server`, or out of it: `movies login` and `movies logout`.
    public static func serverSignInScreen(
        _ server: URL, credentials: ServerCredentials, deadline: Duration = serverDeadline, strings: Strings = .english
    ) -> ServerSignInViewModel {
        ServerSignInViewModel(
            repository: KeptTokenSignIn(server: server, credentials: credentials, deadline: deadline),
            server: server.absoluteString, strings: strings)
    }
}
