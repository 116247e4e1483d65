public import MoviesDomain
public import MoviesPresentation

/// The screens of accounts: signing up and in, and the signed-in member's settings, all within the
/// limits of one ``AccountGuard``, and the recent searches that move to an account on signing in.
public protocol AccountScreens: Sendable {
    /// Throws where accounts are not kept (a container over another server).
    func accountGuard(limits: AccountLimits, turns: any PasswordCheckTurns) throws -> AccountGuard
    func accountFormScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccountFormViewModel
    func tokensScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccessTokensViewModel
    func settingsScreen(_ accounts: AccountGuard, member: User, address: String, strings: Strings) -> SettingsViewModel
    func moveRecentQueries(of visitor: HistoryOwner, to member: User.ID) async throws
}
