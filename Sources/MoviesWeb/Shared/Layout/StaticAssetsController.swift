import Hummingbird

/// `/static/app.css` and `/static/app.js`, served from the bundle with their validators.
struct StaticAssetsController {
    func addRoutes(to router: Router<MoviesRequestContext>) {
        router.readable(.asset(.stylesheet)) { _, _ in StaticAsset.stylesheet.response }
        router.readable(.asset(.script)) { _, _ in StaticAsset.script.response }
    }
}
