import Hummingbird

/// `/static/app.css` and `/static/app.js`, served from the bundle with their validators.
struct StaticAssetsController {
    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(RouterPath(WebRoute.asset(.stylesheet).href)) { _, _ in StaticAsset.stylesheet.response }
        router.readable(RouterPath(WebRoute.asset(.script).href)) { _, _ in StaticAsset.script.response }
    }
}
