import Crypto
import Foundation
import Hummingbird
import Synchronization

/// The token every form carries against cross-site requests. A signed-in visit's token is derived from its
/// session: an HMAC of the session's id under the server's key, so a token is good for one session only
/// and another person's token and cookie pair is worth nothing here. A visitor who is not signed in (the
/// sign-up and sign-in forms) gets a double-submit token instead: a random value in an HttpOnly,
/// SameSite=Lax cookie, which the page also writes into its forms; another site can neither read the cookie
/// nor set it, so it cannot send the match.
struct FormToken: Sendable {
    static let fieldName = "token"

    /// What the page's forms carry.
    private let token: String
    /// What a submitted form must carry; nil when nothing can match (a visitor with no token cookie yet).
    private let expected: String?
    /// The cookie to set when a visitor came without one (and a form on the page uses the token).
    private let cookie: Cookie?
    private let used = Used()

    /// `session`: the signed-in session's id (its cookie's value), with `key`, the server's secret.
    init(request: Request, cookieName: String, secure: Bool, session: String?, key: [UInt8]?) {
        if let session, let key {
            token = Self.derived(from: session, key: key)
            expected = token
            cookie = nil
        } else if let existing = request.cookies[cookieName]?.value, Self.isWellFormed(existing) {
            token = existing
            expected = existing
            cookie = nil
        } else {
            token = Self.make()
            expected = nil
            cookie = Cookie(name: cookieName, value: token, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
        }
    }

    /// Whether `submitted` (the form's field) is this visit's token, compared in constant time so the
    /// answer's timing tells nothing of it.
    func accepts(_ submitted: String?) -> Bool {
        guard let submitted, let expected else { return false }
        let (lhs, rhs) = (Array(submitted.utf8), Array(expected.utf8))
        return lhs.count == rhs.count && zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// The token, for a form of the page: the answer then sets the cookie if a visitor had none.
    var value: String {
        used.flag.withLock { $0 = true }
        return token
    }

    /// Sets the cookie when the page's forms need it and the visitor came without it; a page without forms
    /// sets nothing.
    func remember(in response: inout Response) {
        if let cookie, used.flag.withLock({ $0 }) { response.setCookie(cookie) }
    }

    private final class Used: Sendable {
        let flag = Mutex(false)
    }

    private static func derived(from session: String, key: [UInt8]) -> String {
        let code = HMAC<SHA256>.authenticationCode(
            for: Data("form-token:\(session)".utf8), using: SymmetricKey(data: key))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    private static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    private static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}
