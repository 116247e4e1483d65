import Foundation
import MoviesComposition
import MoviesDomain
import MoviesPresentation
import Testing

/// A container over another Movies server: its films and the member's saved films and reviews are the
/// server's, and it keeps no accounts, sessions or tokens of its own to sign anyone in with.
@Suite struct RemoteContainerTests {
    let container = AppContainer.remote(
        server: URL(string: "https://movies.example")!, token: nil, source: .catalog)

    @Test func itHasNoAccountsToGuardNorSessionsToServe() {
        let accounts = #expect(throws: ConfigurationError.self) {
            try container.accountGuard(limits: AccountLimits(), turns: UnlimitedPasswordChecks())
        }
        #expect(accounts?.description.contains("kept by the server") == true)
        #expect(throws: ConfigurationError.self) { try container.sessions() }
    }
}
