import Hummingbird

/// What a feature's routes are made from, and where they go: the parts a controller may be given, the
/// pages' router, and the JSON API's operations.
struct Site {
    let screens: any WebScreens
    let accounts: WebAccounts
    let visitors: Visitors
    let client: ClientFacts
    let imports: WebImports
    let pages: Router<MoviesRequestContext>
    var api = APIRoutes()
}

/// A feature's part of the site, added from its own room. ``MoviesWebApp`` names each feature once.
protocol SiteFeature {
    static func add(to site: inout Site)
}
