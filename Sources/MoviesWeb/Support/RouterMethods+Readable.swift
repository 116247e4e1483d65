import Hummingbird

extension RouterMethods {
    /// `GET path` and `HEAD path` with one handler (``HeadRequestsMiddleware`` drops the body for HEAD):
    /// every route of this app only reads.
    @discardableResult func readable(
        _ path: RouterPath = "",
        use handler: @Sendable @escaping (Request, Context) async throws -> some ResponseGenerator
    ) -> Self {
        on(path, method: .get, use: handler)
        return on(path, method: .head, use: handler)
    }
}
