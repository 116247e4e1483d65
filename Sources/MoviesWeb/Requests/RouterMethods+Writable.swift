import Hummingbird

extension RouterMethods {
    typealias Handler = @Sendable (Request, Context) async throws -> Response

    /// `path` answered by one handler a method (`GET` also answering `HEAD`), and a 405 naming them for
    /// the other standard methods.
    @discardableResult func route(_ path: RouterPath, _ handlers: [HTTPRequest.Method: Handler]) -> Self {
        var methods = handlers
        if let get = methods[.get] { methods[.head] = get }
        let order = Self.methods
        let allowed = order.filter { methods[$0] != nil }.map(\.rawValue).joined(separator: ", ")
        for method in order {
            if let handler = methods[method] {
                on(path, method: method, use: handler)
            } else {
                on(path, method: method) { request, _ in Self.methodNotAllowed(request.method, allowed: allowed) }
            }
        }
        return self
    }
}
