import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// One request for a page: its language, who is signed in, the form token its forms carry, and the
/// cookies the answer sets.
struct PageVisit {
    let request: Request
    let context: MoviesRequestContext
    let preference: LanguagePreference
    private(set) var user: User?
    let token: FormToken
    let source: FilmReference.Source
    /// "3": the member's unread notifications, for the header; nil with none, or nobody signed in.
    private(set) var noticesBadge: String?
    private let secure: Bool
    private let cookies: CookieNames
    /// Whether the member's RSS feeds are served (``ClientFacts/servesFeeds``).
    let servesFeeds: Bool

    init(_ request: Request, _ context: MoviesRequestContext, accounts: WebAccounts, client: ClientFacts) async throws {
        self.request = request
        self.context = context
        preference = LanguagePreference(request: request)
        user = try await accounts.currentUser(context)
        secure = client.isSecure(request)
        cookies = client.cookies
        servesFeeds = client.servesFeeds
        let session = user == nil ? nil : request.cookies[client.cookies.session]?.value
        token = FormToken(
            request: request, cookieName: client.cookies.form, secure: secure, session: session,
            key: session == nil ? nil : try await accounts.services.visitorKey())
        source = accounts.filmSource
        if let user {
            // A count that cannot be read leaves the header without it, not the page without an answer.
            let notices = accounts.notifications.notificationsScreen(member: user.id, strings: preference.strings)
            await notices.didCount()
            noticesBadge = await notices.state.badge
        }
    }

    var strings: Strings { preference.strings }

    /// This visit after its member signed out (or deleted the account): its page shows nobody signed in.
    func signedOut() -> PageVisit {
        var visit = self
        visit.user = nil
        visit.noticesBadge = nil
        return visit
    }

    /// This visit once its member read their notifications: its header counts nothing.
    func readNotices() -> PageVisit {
        var visit = self
        visit.noticesBadge = nil
        return visit
    }

    /// The hidden field every form of the page carries.
    var tokenField: Markup {
        "<input type=\"hidden\" name=\"\(FormToken.fieldName)\" value=\"\(token.value)\">"
    }

    /// This page's path and query, for a form to come back to.
    var here: String { request.uri.string }

    /// `searchBox`: a search box in the header (the search and home pages have their own).
    /// `head`: what the page adds to its head (a link preview's tags).
    func page(
        title: String, body: Markup, status: HTTPResponse.Status = .ok, searchBox: Bool = true, head: Markup = .empty
    ) -> Response {
        var response = PageLayout.page(
            title: title, body: SaveToggleView.undoBar(visit: self) + body, strings: strings, request: request,
            source: source, status: status, account: AccountBar.render(self), searchBox: searchBox,
            menuMark: noticesBadge.map { " <span class=\"count\" aria-hidden=\"true\">\($0)</span>" } ?? .empty,
            head: head)
        finish(&response)
        return response
    }

    /// 303 to `location`, a path the site made (a `return` field goes through ``localPath(_:)`` first);
    /// anything a browser would not read as this site's goes home.
    func redirect(to location: String) -> Response {
        let path = ReturnPath.isSitePath(location) ? location : "/"
        var response = Response(status: .seeOther, headers: [.location: path])
        finish(&response)
        return response
    }

    func redirect(to route: WebRoute) -> Response {
        redirect(to: route.href)
    }

    /// Back to `location` after the member removed `change` (a film's id, or `all`): the page shows an Undo
    /// bar for it. A short-lived cookie only this site sets says the removal was just made here, so a
    /// link carrying `?removed=` alone shows nothing.
    func redirect(to location: String, afterRemoving change: String) -> Response {
        var response = redirect(to: location.addingParameter("removed", change))
        response.setCookie(
            Cookie(
                name: cookies.undo, value: change, maxAge: 120, path: "/", secure: secure, httpOnly: true,
                sameSite: .strict))
        return response
    }

    /// Whether the Undo bar for `change` belongs on this page: the member removed it a moment ago.
    func justRemoved(_ change: String) -> Bool {
        user != nil && request.cookies[cookies.undo]?.value == change
    }

    private func finish(_ response: inout Response) {
        // Whose page this is, for the phone's service worker: it keeps one person's pages at a time and shows
        // them to nobody else. A digest, not the member's id; the same for every visitor not signed in.
        response.headers[Self.viewerHeader] = user.map { Self.viewer($0.id) } ?? "visitor"
        token.remember(in: &response)
        preference.remember(in: &response, secure: secure)
    }

    static let viewerHeader = HTTPField.Name("Movies-Viewer")!

    static func viewer(_ member: User.ID) -> String {
        SHA256.hash(data: Data("viewer:\(member.rawValue)".utf8)).prefix(12).map { String(format: "%02x", $0) }
            .joined()
    }

    /// `location` when it is a page of this site (`/saved?page=2`), else `/` (see ``ReturnPath``).
    static func localPath(_ location: String?) -> String {
        ReturnPath.checked(location)
    }

    /// Runs `body` for the request's visit; a failure it did not answer itself is an error page.
    static func answer(
        _ request: Request, _ context: MoviesRequestContext, accounts: WebAccounts, client: ClientFacts,
        _ body: (PageVisit) async throws -> Response
    ) async -> Response {
        do {
            return try await body(try await PageVisit(request, context, accounts: accounts, client: client))
        } catch {
            let strings = LanguagePreference(request: request).strings
            let failure = WebError(error, strings: strings)
            // A heading (what went wrong) and the site's own header, the visitor's as on any page, where the
            // visit itself can be read.
            let heading = failure.status == .notFound ? strings.pageNotFound : failure.message
            let detail: Markup = failure.status == .notFound ? "<p>\(failure.message)</p>" : .empty
            let body: Markup = """
                <section class="panel narrow"><div class="error" role="alert"><h1>\(heading)</h1>\(detail)</div>\
                <p><a class="button secondary" href="\(WebRoute.search(nil))">\(strings.searchLabel)</a></p></section>
                """
            var response: Response
            if let visit = try? await PageVisit(request, context, accounts: accounts, client: client) {
                response = visit.page(title: "\(heading) – \(strings.appName)", body: body, status: failure.status)
            } else {
                response = PageLayout.page(
                    title: "\(heading) – \(strings.appName)", body: body, strings: strings, request: request,
                    source: accounts.filmSource, status: failure.status)
            }
            failure.addRetryAfter(to: &response)
            return response
        }
    }
}
