import Hummingbird
import MoviesDomain
import MoviesPresentation

/// The frame around every page: header, the page's body, credits and the language switcher.
enum PageLayout {
    /// A whole page in the app's layout, in the visitor's language, with links to the same page in the
    /// other languages.
    static func page(
        title: String,
        body: Markup,
        strings: Strings,
        request: Request,
        source: FilmReference.Source,
        status: HTTPResponse.Status = .ok,
        account: Markup = .empty,
        searchBox: Bool = true,
        menuMark: Markup = .empty,
        head: Markup = .empty
    ) -> Response {
        let search: Markup =
            searchBox
            ? """
            <form class="quick-search" id="quick-search" action="\(WebRoute.search(nil))" method="get" role="search">\
            <label for="hq" class="visually-hidden">\(strings.searchLabel)</label>\
            <input id="hq" name="q" type="search" placeholder="\(strings.searchPlaceholder)" maxlength="200" \
            autocomplete="off" role="combobox" aria-autocomplete="list" aria-controls="hq-suggestions" \
            aria-expanded="false">\
            <ul id="hq-suggestions" class="suggest" role="listbox" aria-label="\(strings.suggestions)" hidden></ul></form>
            """ : .empty
        let html: Markup = """
            <!doctype html>
            <html lang="\(strings.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <link rel="icon" href="\(WebRoute.asset(.mark))" type="image/svg+xml">
            <link rel="apple-touch-icon" href="\(WebRoute.asset(.appleTouchIcon))">
            <link rel="manifest" href="\(WebRoute.manifest)">
            <meta name="theme-color" content="\(WebManifest.light)" media="(prefers-color-scheme: light)">
            <meta name="theme-color" content="\(WebManifest.dark)" media="(prefers-color-scheme: dark)">
            <meta name="mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-title" content="\(strings.appName)">
            <link rel="stylesheet" href="\(WebRoute.asset(.stylesheet))">
            <script src="\(WebRoute.asset(.script))" defer></script>
            \(head)</head>
            <body \(scriptStrings(strings))>
            <a class="skip" href="#main">\(strings.skipToContent)</a>
            <header class="bar"><a class="brand" href="\(WebRoute.search(nil))">\(strings.appName)</a>\(search)\
            <details class="menu" open><summary>\(strings.menu)\(menuMark)</summary>\(account)</details></header>
            <main id="main" tabindex="-1">
            \(body)
            </main>
            <footer class="credits"><p>\(source == .tmdb ? strings.tmdbCredit : strings.catalogCredit)</p>
            \(languageLinks(request: request, strings: strings))</footer>
            </body>
            </html>
            """
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html.html))
        )
    }

    /// The words the script shows, handed over in `data-` attributes (the CSP forbids inline script).
    private static func scriptStrings(_ strings: Strings) -> Markup {
        let shell = AppShellStrings.of(strings.language)
        let attributes: [Markup] = [
            ("loading", strings.loading), ("loading-more", strings.loadingMore),
            ("load-more-failed", strings.loadMoreFailed), ("try-again", strings.tryAgain),
            ("recent-searches", strings.recentSearches), ("suggestions", strings.suggestions),
            ("films", strings.discover.films), ("people", strings.discover.people),
            ("removed", strings.members.removed),
            ("undo", strings.members.undo), ("scroll-back", strings.scrollRowBack),
            ("scroll-forward", strings.scrollRowForward), ("saved-ago", shell.savedAgo),
            ("waiting-one", shell.waitingOne), ("waiting-many", shell.waitingMany),
        ].map { "data-\($0)=\"\($1)\"" }
        return Markup(joining: attributes, separator: " ")
    }

    private static func languageLinks(request: Request, strings: Strings) -> Markup {
        let others = request.formParameters.filter { $0.name != "lang" }
        // `//movies/1` must not become a link a browser reads as another host.
        let rootedPath = "/" + request.uri.path.drop { $0 == "/" }
        let links = Language.allCases.map { language -> Markup in
            let current: Markup = language == strings.language ? " aria-current=\"true\"" : .empty
            return """
                <a href="\(WebRoute.address(path: rootedPath, parameters: others + [("lang", language.rawValue)]))" lang="\(language.rawValue)" \
                hreflang="\(language.rawValue)"\(current)>\(language.nativeName)</a>
                """
        }
        return
            "<nav class=\"languages\" aria-label=\"\(strings.languageLabel)\">\(Markup(joining: links, separator: " "))</nav>"
    }
}
