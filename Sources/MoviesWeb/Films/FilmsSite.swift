import Hummingbird

/// A film's page, posters, and the films members add and correct.
enum FilmsSite: SiteFeature {
    static func add(to site: inout Site) {
        FilmsAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        PostersController(screens: site.screens).addRoutes(to: site.pages)
        FilmPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
        AddFilmPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
        CorrectFilmPagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
        SharePagesController(screens: site.screens, accounts: site.accounts, client: site.client).addRoutes(
            to: site.pages)
    }
}
