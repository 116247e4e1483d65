/// The member's saved films.
enum SavedSite: SiteFeature {
    static func add(to site: inout Site) {
        SavedAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        SavedPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
