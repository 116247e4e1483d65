import Hummingbird

/// `/static/app.css` and `/static/app.js`, served from the bundle with their validators.
struct StaticAssetsController {
    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable("static/app.css") { _, _ in StaticAsset.stylesheet.response }
        router.readable("static/app.js") { _, _ in StaticAsset.script.response }
    }
}
