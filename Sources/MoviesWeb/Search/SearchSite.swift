/// Searching: the home page, results and recent searches, and their operations.
enum SearchSite: SiteFeature {
    static func add(to site: inout Site) {
        APIController(screens: site.screens, visitors: site.visitors, accounts: site.accounts).addRoutes(to: &site.api)
        SearchPagesController(
            screens: site.screens, visitors: site.visitors, accounts: site.accounts, client: site.client
        ).addRoutes(to: site.pages)
    }
}
