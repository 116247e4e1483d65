import Hummingbird
import MoviesDomain
import MoviesPresentation

/// The app's shell: `/static/…` (styles, script, icons) from the bundle with their validators, the
/// manifest a phone installs the site from, the service worker at the root, and the page it shows for a
/// page it has not kept when there is no signal.
struct StaticAssetsController {
    let source: FilmReference.Source

    func addRoutes(to router: Router<MoviesRequestContext>) {
        for asset in WebRoute.Asset.allCases {
            router.readable(.asset(asset)) { request, _ in
                StaticAsset.assets[asset]?.response(to: request) ?? Response(status: .notFound)
            }
        }
        router.readable(.serviceWorker) { request, _ in StaticAsset.serviceWorker.response(to: request) }
        router.readable(.manifest) { request, _ in
            Response(
                status: .ok,
                headers: [
                    .contentType: "application/manifest+json; charset=utf-8", .cacheControl: "public, max-age=3600",
                ],
                body: ResponseBody(
                    byteBuffer: ByteBuffer(string: WebManifest.document(LanguagePreference(request: request).strings))))
        }
        // The same for everyone, signed in or not: the service worker keeps one copy for whoever uses the phone.
        shellPage(.offline, router: router) { words in
            (
                words.offlineTitle,
                """
                <h1>\(words.offlineTitle)</h1><section class="panel"><p>\(words.offlineText)</p>\
                <p><a href="\(WebRoute.search(nil))">\(words.offlineHome)</a></p></section>
                """
            )
        }
        // The watches logged with no signal are on the phone, not here: the script lists them from there.
        shellPage(.waiting, router: router) { words in
            (
                words.waitingTitle,
                """
                <h1>\(words.waitingTitle)</h1><section class="panel outbox" id="outbox" \
                data-for-signal="\(words.waitingForSignal)" data-refused="\(words.refused)" \
                data-sign-in="\(words.signInToSend)" data-fix="\(words.fix)" data-drop="\(words.drop)"><p>\(words.waitingText)</p>\
                <p id="outbox-none">\(words.waitingNone)</p><ol id="outbox-list" class="outbox-list"></ol>\
                <p><button type="button" id="outbox-send" hidden>\(words.sendNow)</button></p></section>
                """
            )
        }
    }

    /// A page of the shell: in the visitor's language, with no account bar and no search box.
    private func shellPage(
        _ page: PagePath, router: Router<MoviesRequestContext>,
        _ content: @escaping @Sendable (AppShellStrings) -> (title: String, body: Markup)
    ) {
        router.readable(page) { [source] request, _ in
            let strings = LanguagePreference(request: request).strings
            let (title, body) = content(AppShellStrings.of(strings.language))
            return PageLayout.page(
                title: title, body: body, strings: strings, request: request, source: source, searchBox: false)
        }
    }
}
