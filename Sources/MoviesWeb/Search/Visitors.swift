import Hummingbird
import Synchronization

/// Tells who sent a request: a returning visitor, by its signed cookie, or a new one, issued an id
/// while its address has allowance left this minute. While the key cannot be read (the database is
/// away), every visitor is new and remembered by nobody.
final class Visitors: Sendable {
    private let key: @Sendable () async throws -> [UInt8]
    private let pass = Mutex<VisitorPass?>(nil)
    private let allowance: NewVisitorAllowance
    private let client: ClientFacts

    init(key: @escaping @Sendable () async throws -> [UInt8], settings: WebSettings) {
        self.key = key
        allowance = NewVisitorAllowance(perMinute: settings.newVisitorsPerMinute)
        client = ClientFacts(settings: settings)
    }

    func visitor(of request: Request, context: MoviesRequestContext) async -> Visitor {
        guard let pass = await currentPass() else {
            return Visitor(id: "", isNew: true, cookie: nil)
        }
        if let cookie = request.cookies[client.cookies.visitor]?.value, let id = pass.id(fromCookie: cookie) {
            return Visitor(id: id, isNew: false, cookie: nil)
        }
        let issued = pass.issue()
        guard allowance.take(for: client.address(of: request, context: context)) else {
            return Visitor(id: issued.id, isNew: true, cookie: nil)
        }
        let cookie = Cookie(
            name: client.cookies.visitor, value: issued.cookie, maxAge: 60 * 60 * 24 * 365, path: "/",
            secure: client.isSecure(request), httpOnly: true, sameSite: .lax)
        return Visitor(id: issued.id, isNew: true, cookie: cookie)
    }

    private func currentPass() async -> VisitorPass? {
        if let pass = pass.withLock({ $0 }) { return pass }
        guard let key = try? await key() else { return nil }
        let made = VisitorPass(key: key)
        pass.withLock { $0 = made }
        return made
    }
}
