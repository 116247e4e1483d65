import Crypto
import Foundation
import Hummingbird

/// The token every form carries against cross-site requests (double submit): a random value in an
/// HttpOnly, SameSite=Lax cookie, which the page also writes into its forms. Another site can make a
/// browser post a form here, but can neither read the cookie nor set it, so it cannot send the match.
struct FormToken: Sendable {
    static let cookieName = "movies_form"
    static let fieldName = "token"

    let value: String
    /// The cookie to set when the request came without one.
    let cookie: Cookie?

    /// The request's token, or a new one (with its cookie to set).
    init(request: Request, secure: Bool) {
        if let existing = request.cookies[Self.cookieName]?.value, Self.isWellFormed(existing) {
            value = existing
            cookie = nil
        } else {
            value = Self.make()
            cookie = Cookie(
                name: Self.cookieName, value: value, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
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

    func remember(in response: inout Response) {
        if let cookie { response.setCookie(cookie) }
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
