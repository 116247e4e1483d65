import MoviesPresentation

/// Members' lists.
enum ListsSite: SiteFeature {
    static func add(to site: inout Site) {
        ListsAPIController(screens: site.screens, accounts: site.accounts, filmSource: site.screens.filmSource)
            .addRoutes(to: &site.api)
        ListPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
