/// The member's access tokens.
public protocol TokenScreens: Sendable {
    func tokensScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccessTokensViewModel
}
