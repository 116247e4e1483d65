import MoviesDomain
import MoviesPresentation
import Testing

/// `movies login` and `logout` on a fake: the line each says, and a refusal as a failure, not a notice.
@Suite struct ServerSignInScreenTests {
    actor Kept: ServerSignInRepository {
        var token: String?
        struct Refused: Error {}

        func signIn(name: String, password: String, label: String) async throws -> String {
            guard password == "long enough" else { throw Refused() }
            token = "made for \(label)"
            return name
        }

        func signIn(token: String) async throws -> String {
            self.token = token
            return "ana"
        }

        func signUp(name: String, fullName: FullName, password: String, label: String) async throws -> String {
            try await signIn(name: name, password: password, label: label)
        }

        func signOut() async throws -> Bool {
            defer { token = nil }
            return token != nil
        }
    }

    @Test func signingInAndOutSaysWhereAndAsWhom() async {
        let screen = ServerSignInViewModel(repository: Kept(), server: "https://movies.example")
        await screen.didSignIn(name: "ana", password: "long enough", label: "laptop")
        #expect(await screen.state.notice == "Signed in to https://movies.example as ana.")
        await screen.didSignOut()
        #expect(await screen.state.notice == "Signed out of https://movies.example.")
        await screen.didSignOut()
        #expect(await screen.state.notice == "Not signed in to https://movies.example.")
    }

    @Test func aSignUpSaysTheAccountWasMadeAndSignedIn() async throws {
        let screen = ServerSignInViewModel(repository: Kept(), server: "https://movies.example", strings: .korean)
        let name = try FullName(given: "Ana", family: "Lima")
        await screen.didSignUp(name: "ana", fullName: name, password: "long enough", label: "laptop")
        #expect(await screen.state.notice == "https://movies.example에 ana 계정을 만들고 로그인했습니다.")
        await screen.didSignUp(name: "ana", fullName: name, password: "short", label: "laptop")
        let refused = await screen.state
        #expect(refused.failure != nil && refused.notice == nil)
    }

    @Test func aRefusedSignInIsAFailureAndKeepsNothing() async {
        let kept = Kept()
        let screen = ServerSignInViewModel(repository: kept, server: "https://movies.example", strings: .spanish)
        await screen.didSignIn(name: "ana", password: "wrong", label: "laptop")
        let state = await screen.state
        #expect(state.notice == nil && state.failure != nil)
        #expect(await kept.token == nil)
        await screen.didSignIn(token: "movies_abc")
        #expect(await screen.state.notice == "Sesión iniciada en https://movies.example como ana.")
    }
}
