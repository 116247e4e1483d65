import Hummingbird

extension RouterMethods {
    typealias Handler = @Sendable (Request, Context) async throws -> Response

    /// `path` answered by one handler a method (`GET` also answering `HEAD`), and a 405 naming them for
    /// the other standard methods; a page's form address opened with `GET` leads to its page
    /// (``FormOwner``) instead.
    @discardableResult func route(_ page: PagePath, _ handlers: [HTTPRequest.Method: Handler]) -> Self {
        route(page.routerPath, handlers)
    }

    @discardableResult func route(_ path: RouterPath, _ handlers: [HTTPRequest.Method: Handler]) -> Self {
        var methods = handlers
        if let get = methods[.get] { methods[.head] = get }
        let order = Self.methods
        let allowed = order.filter { methods[$0] != nil }.map(\.rawValue).joined(separator: ", ")
        for method in order {
            if let handler = methods[method] {
                on(path, method: method, use: handler)
            } else {
                let opened = methods[.get] == nil && (method == .get || method == .head)
                on(path, method: method) { request, _ in
                    let page = request.uri.path
                    guard opened, page != "/api", !page.hasPrefix("/api/") else {
                        return Self.methodNotAllowed(request.method, allowed: allowed)
                    }
                    return Response(status: .seeOther, headers: [.location: FormOwner.page(of: page)])
                }
            }
        }
        return self
    }
}
