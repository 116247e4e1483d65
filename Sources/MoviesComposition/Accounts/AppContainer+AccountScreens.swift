public import MoviesDomain
public import MoviesPresentation

extension AppContainer: AccountScreens {
    public func accountGuard(limits: AccountLimits, turns: any PasswordCheckTurns) throws -> AccountGuard {
        let side = try requireAccountSide()
        return AccountGuard(
            accounts: side.accounts, tokens: side.tokens, attempts: side.attempts, limits: limits, turns: turns)
    }

    /// Signed-in sessions, shared by every server on the store; over a server there are none.
    public func sessions() throws -> any SessionsRepository {
        try requireAccountSide().sessions
    }

    public func accountFormScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccountFormViewModel {
        AccountFormViewModel(accounts: accounts, address: address, strings: strings)
    }

    public func settingsScreen(
        _ accounts: AccountGuard, member: User, address: String, strings: Strings
    ) -> SettingsViewModel {
        SettingsViewModel(accounts: accounts, diary: diary, member: member, address: address, strings: strings)
    }
}
