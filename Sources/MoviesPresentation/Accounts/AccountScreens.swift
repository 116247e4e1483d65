public import MoviesDomain

/// The screens of accounts: signing up and in, and the settings, all within the limits of one `AccountGuard`, and the recent searches that move to an account on signing in.
public protocol AccountScreens: Sendable {
    /// The accounts within `limits`, each password check taking one of `turns`: what the account screens
    /// share (one per server, so its turns are this server's). Over a server there are none to guard.
    func accountGuard(limits: AccountLimits, turns: any PasswordCheckTurns) throws -> AccountGuard
    /// The sign-up and sign-in forms.
    func accountFormScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccountFormViewModel
    func settingsScreen(_ accounts: AccountGuard, member: User, address: String, strings: Strings) -> SettingsViewModel
    /// A visitor signing in: its recent searches become the member's.
    func moveRecentQueries(of visitor: HistoryOwner, to member: User.ID) async throws
}
