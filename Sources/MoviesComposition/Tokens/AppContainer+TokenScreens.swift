public import MoviesPresentation

extension AppContainer: TokenScreens {
    public func tokensScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccessTokensViewModel {
        AccessTokensViewModel(accounts: accounts, address: address, strings: strings)
    }
}
