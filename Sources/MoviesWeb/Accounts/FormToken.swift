import Crypto
import Foundation
import Hummingbird
import Synchronization

/// The token every form carries against cross-site requests (double submit): a random value in an
/// HttpOnly, SameSite=Lax cookie, which the page also writes into its forms. Another site can make a
/// browser post a form here, but can neither read the cookie nor set it, so it cannot send the match.
struct FormToken: Sendable {
    static let cookieName = "movies_form"
    static let fieldName = "token"

    private let token: String
    /// The cookie to set when the request came without one (and a form on the page uses the token).
    private let cookie: Cookie?
    private let used = Used()

    /// The request's token, or a new one (with its cookie to set).
    init(request: Request, secure: Bool) {
        if let existing = request.cookies[Self.cookieName]?.value, Self.isWellFormed(existing) {
            token = existing
            cookie = nil
        } else {
            token = Self.make()
            cookie = Cookie(
                name: Self.cookieName, value: token, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
        }
    }

    /// Whether `submitted` (the form's field) is the token of the request's cookie.
    static func accepts(_ submitted: String?, for request: Request) -> Bool {
        guard let submitted, let expected = request.cookies[cookieName]?.value, isWellFormed(expected) else {
            return false
        }
        // Compared in constant time, so the answer's timing tells nothing of the cookie.
        return Data(submitted.utf8).withUnsafeBytes { lhs in
            Data(expected.utf8).withUnsafeBytes { rhs in
                lhs.count == rhs.count && zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
            }
        }
    }

    /// The token, for a form of the page: the answer then sets the cookie if the request had none.
    var value: String {
        used.flag.withLock { $0 = true }
        return token
    }

    /// Sets the cookie when the page's forms need it and the request came without it; a page without
    /// forms sets nothing.
    func remember(in response: inout Response) {
        if let cookie, used.flag.withLock({ $0 }) { response.setCookie(cookie) }
    }

    private final class Used: Sendable {
        let flag = Mutex(false)
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
