/// Reviews and their likes, by the API (their forms are on the film's page).
enum ReviewsSite: SiteFeature {
    static func add(to site: inout Site) {
        ReviewsAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
    }
}
