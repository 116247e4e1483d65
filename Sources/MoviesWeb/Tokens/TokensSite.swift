/// Personal access tokens, by the API (their pages are the settings').
enum TokensSite: SiteFeature {
    static func add(to site: inout Site) {
        TokensAPIController(accounts: site.accounts).addRoutes(to: &site.api)
    }
}
