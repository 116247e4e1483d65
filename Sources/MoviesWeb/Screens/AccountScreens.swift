import MoviesComposition
import MoviesDomain
import MoviesPresentation

/// The screens of accounts: signing up and in, and the signed-in member's settings, all within the
/// limits of one ``AccountGuard``; and what the web keeps beside them (sessions, the visitors' key,
/// recent searches moving to an account).
protocol AccountScreens: Sendable {
    func accountGuard(limits: AccountLimits, turns: any PasswordCheckTurns) -> AccountGuard
    func signInScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> SignInViewModel
    func signUpScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> SignUpViewModel
    func tokensScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccessTokensViewModel
    func settingsScreen(_ accounts: AccountGuard, member: User, address: String, strings: Strings) -> SettingsViewModel
    func moveRecentQueries(ofVisitor visitor: String, to user: User.ID) async throws
    var sessions: Sessions { get }
    var source: MovieSource { get }
    var visitorKey: @Sendable () async throws -> [UInt8] { get }
}

extension AppContainer: AccountScreens {}
