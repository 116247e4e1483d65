/// Follows and blocks, the feed, comments, and watching together.
enum ClubSite: SiteFeature {
    static func add(to site: inout Site) {
        ClubAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        CommentsAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        TogetherAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        let (screens, accounts, client) = (site.screens, site.accounts, site.client)
        ClubPagesController(screens: screens, accounts: accounts, client: client).addRoutes(to: site.pages)
        CommentPagesController(screens: screens, accounts: accounts, client: client).addRoutes(to: site.pages)
        OfferPagesController(screens: screens, accounts: accounts, client: client).addRoutes(to: site.pages)
    }
}
