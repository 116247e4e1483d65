import Hummingbird
import MoviesComposition
import MoviesPresentation

/// The frame around every page: header, the page's body, credits and the language switcher.
enum PageLayout {
    /// A whole page in the app's layout, in the visitor's language, with links to the same page in the
    /// other languages.
    static func page(
        title: String,
        body: String,
        strings: Strings,
        request: Request,
        source: MovieSource,
        status: HTTPResponse.Status = .ok,
        account: String = ""
    ) -> Response {
        let html = """
            <!doctype html>
            <html lang="\(strings.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="/static/app.css">
            <script src="/static/app.js" defer></script>
            </head>
            <body \(scriptStrings(strings))>
            <header class="bar"><a class="brand" href="/">\(HTML.escape(strings.appName))</a>\(account)</header>
            <main>
            \(body)
            </main>
            <footer class="credits"><p>\(HTML.escape(source == .tmdb ? strings.tmdbCredit : strings.catalogCredit))</p>
            \(languageLinks(request: request, strings: strings))</footer>
            </body>
            </html>
            """
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }

    /// The words the script shows, handed over in `data-` attributes (the CSP forbids inline script).
    private static func scriptStrings(_ strings: Strings) -> String {
        [
            ("loading", strings.loading), ("loading-more", strings.loadingMore),
            ("load-more-failed", strings.loadMoreFailed), ("try-again", strings.tryAgain),
            ("recent-searches", strings.recentSearches), ("removed", strings.members.removed),
            ("undo", strings.members.undo),
        ].map { "data-\($0)=\"\(HTML.escape($1))\"" }.joined(separator: " ")
    }

    private static func languageLinks(request: Request, strings: Strings) -> String {
        let others = request.formParameters.filter { $0.name != "lang" }
            .map { "\(HTML.queryComponent($0.name))=\(HTML.queryComponent($0.value))&" }.joined()
        // `//movies/1` must not become a link a browser reads as another host.
        let rootedPath = "/" + request.uri.path.drop { $0 == "/" }
        let links = Language.allCases.map { language in
            let current = language == strings.language ? " aria-current=\"true\"" : ""
            let href = HTML.escape("\(rootedPath)?\(others)lang=\(language.rawValue)")
            return "<a href=\"\(href)\" lang=\"\(language.rawValue)\" hreflang=\"\(language.rawValue)\"\(current)>"
                + "\(HTML.escape(language.nativeName))</a>"
        }
        return "<nav class=\"languages\" aria-label=\"\(HTML.escape(strings.languageLabel))\">"
            + links.joined(separator: " ") + "</nav>"
    }
}
