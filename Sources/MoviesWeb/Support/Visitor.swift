import Foundation
import Hummingbird

/// An anonymous visitor, known by a random id in an HttpOnly cookie. Recent queries belong to it.
///
/// Only a returning visitor (one whose request carries the cookie) has its searches remembered: a
/// request without it, a script's or a first visit's, could never be shown them, and a stream of such
/// requests would push real visitors' history out of the bounded table.
struct Visitor {
    static let cookieName = "movies_visitor"

    let id: String
    /// True when the request carried no valid id: the response must set the cookie.
    let isNew: Bool

    init(request: Request) {
        if let value = request.cookies[Self.cookieName]?.value, Self.isValid(value) {
            id = value
            isNew = false
        } else {
            id = Self.newID()
            isNew = true
        }
    }

    /// Whose recent queries a search by this visitor saves to: nobody's for a new visitor.
    var historyOwner: String? { isNew ? nil : id }

    /// Sets the cookie on `response` when the visitor is new.
    func remember(in response: inout Response) {
        guard isNew else { return }
        response.setCookie(
            Cookie(
                name: Self.cookieName, value: id, maxAge: 60 * 60 * 24 * 365, path: "/",
                httpOnly: true, sameSite: .lax)
        )
    }

    /// 128 random bits as 32 lowercase hex digits.
    private static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let words: [UInt64] = [generator.next(), generator.next()]
        let digits = Array("0123456789abcdef".utf8)
        return String(
            decoding: words.flatMap { word in (0..<16).map { digits[Int(word >> (60 - 4 * $0) & 0xF)] } },
            as: UTF8.self)
    }

    private static func isValid(_ value: String) -> Bool {
        value.utf8.count == 32 && value.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
