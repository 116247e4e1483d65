/// For you, and tonight's pick.
enum TasteSite: SiteFeature {
    static func add(to site: inout Site) {
        ForYouAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        PickAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        let (screens, accounts, client) = (site.screens, site.accounts, site.client)
        ForYouPagesController(screens: screens, accounts: accounts, client: client).addRoutes(to: site.pages)
        PickPagesController(screens: screens, accounts: accounts, client: client).addRoutes(to: site.pages)
    }
}
