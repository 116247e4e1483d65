import Hummingbird
import MoviesDomain
import MoviesPresentation

/// An address no route serves: the styled 404 page in the visitor's language, or under `/api/` the
/// JSON error every API answer has.
struct NotFoundMiddleware: RouterMiddleware {
    typealias Context = MoviesRequestContext

    let source: FilmReference.Source
    let client: ClientFacts
    /// For the header: the visitor's links, signed in or not, as on every page.
    let accounts: WebAccounts

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            if request.uri.path == "/api" || request.uri.path.hasPrefix("/api/") {
                return WebError(
                    status: .notFound, code: "not_found",
                    message: "no route answers \(request.method) "
                        + String(request.uri.path.prefix(200))
                ).jsonResponse
            }
            let preference = LanguagePreference(request: request)
            let strings = preference.strings
            let title = "\(strings.pageNotFound) – \(strings.appName)"
            let body: Markup = """
                <div class="error" role="alert"><h1>\(strings.pageNotFound)</h1>\
                <a class="button" href="\(WebRoute.search(nil))">\(strings.searchLabel)</a></div>
                """
            var response =
                if let visit = try? await PageVisit(request, context, accounts: accounts, client: client) {
                    visit.page(title: title, body: body, status: .notFound)
                } else {
                    PageLayout.page(
                        title: title, body: body, strings: strings, request: request, source: source,
                        status: .notFound)
                }
            preference.remember(in: &response, secure: client.isSecure(request))
            return response
        }
    }
}
