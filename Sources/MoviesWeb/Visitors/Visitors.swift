import Hummingbird

/// Tells who sent a request: a returning visitor, by its signed cookie, or a new one, issued an id
/// while its address has allowance left this minute.
struct Visitors: Sendable {
    private let pass: VisitorPass
    private let allowance: NewVisitorAllowance
    private let client: ClientFacts

    init(key: [UInt8], settings: WebSettings) {
        pass = VisitorPass(key: key)
        allowance = NewVisitorAllowance(perMinute: settings.newVisitorsPerMinute)
        client = ClientFacts(settings: settings)
    }

    func visitor(of request: Request, context: MoviesRequestContext) -> Visitor {
        if let cookie = request.cookies[Visitor.cookieName]?.value, let id = pass.id(fromCookie: cookie) {
            return Visitor(id: id, isNew: false, cookie: nil)
        }
        let issued = pass.issue()
        guard allowance.take(for: client.address(of: request, context: context)) else {
            return Visitor(id: issued.id, isNew: true, cookie: nil)
        }
        let cookie = Cookie(
            name: Visitor.cookieName, value: issued.cookie, maxAge: 60 * 60 * 24 * 365, path: "/",
            secure: client.isSecure(request), httpOnly: true, sameSite: .lax)
        return Visitor(id: issued.id, isNew: true, cookie: cookie)
    }
}
