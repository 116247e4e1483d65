/// Members' pages and favourite films.
enum ProfilesSite: SiteFeature {
    static func add(to site: inout Site) {
        ProfilesAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        MemberPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
