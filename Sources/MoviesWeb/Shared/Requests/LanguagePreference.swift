import Foundation
import Hummingbird
import MoviesPresentation

/// The language a visitor reads: `?lang=` (remembered in a cookie), else the cookie, else the best
/// supported language of `Accept-Language`, else English. Unknown values are ignored, as browsers expect.
struct LanguagePreference {
    static let cookieName = "movies_lang"

    let language: Language
    /// True when `?lang=` chose it: the response remembers the choice.
    private let chosenNow: Bool

    init(request: Request) {
        if let tag = try? request.parameter("lang"), let language = Language(tag: tag) {
            self.language = language
            chosenNow = true
        } else if let tag = request.cookies[Self.cookieName]?.value, let language = Language(tag: tag) {
            self.language = language
            chosenNow = false
        } else {
            language = Self.negotiate(request.headers[.acceptLanguage] ?? "") ?? .english
            chosenNow = false
        }
    }

    var strings: Strings { language.strings }

    func remember(in response: inout Response, secure: Bool) {
        guard chosenNow else { return }
        response.setCookie(
            Cookie(
                name: Self.cookieName, value: language.rawValue, maxAge: 60 * 60 * 24 * 365, path: "/",
                secure: secure, httpOnly: true, sameSite: .lax)
        )
    }

    /// The supported language with the highest weight in an `Accept-Language` header
    /// (`ko-KR,ko;q=0.9,en;q=0.8`); ties go to the earlier entry.
    static func negotiate(_ header: String) -> Language? {
        var best: (language: Language, weight: Double)?
        for entry in header.split(separator: ",").prefix(32) {
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, let language = Language(tag: tag) else { continue }
            let weight =
                parts.dropFirst().lazy.compactMap { parameter -> Double? in
                    guard parameter.hasPrefix("q=") else { return nil }
                    return Double(parameter.dropFirst(2))
                }.first ?? 1
            guard weight > 0, weight > best?.weight ?? 0 else { continue }
            best = (language, weight)
        }
        return best?.language
    }
}
