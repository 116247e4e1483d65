/// Browsing by genre, years and rating, and people's pages.
enum DiscoverSite: SiteFeature {
    static func add(to site: inout Site) {
        DiscoverAPIController(screens: site.screens).addRoutes(to: &site.api)
        DiscoverPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
