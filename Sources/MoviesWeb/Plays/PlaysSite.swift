/// Plays a member's media servers post: their addresses, and the member's plays.
enum PlaysSite: SiteFeature {
    static func add(to site: inout Site) {
        let api = PlaysAPIController(screens: site.screens, accounts: site.accounts, client: site.client)
        api.addRoutes(to: &site.api)
        PlaysPagesController(screens: site.screens, accounts: site.accounts, client: site.client, api: api)
            .addRoutes(to: site.pages)
    }
}
