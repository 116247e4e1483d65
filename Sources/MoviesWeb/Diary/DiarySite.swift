/// The diary, the watch form and statistics.
enum DiarySite: SiteFeature {
    static func add(to site: inout Site) {
        DiaryAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        DiaryPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
