import Hummingbird
import HummingbirdTesting
import MoviesPresentation
import Testing

@testable import MoviesWeb

@Suite struct LanguageRoutesTests {
    @Test func langParameterChoosesKoreanAndIsRemembered() async throws {
        try await WebTestApp.make().test(.router) { client in
            let first = try await client.execute(uri: "/?q=star+wars&lang=ko", method: .get)
            #expect(first.text.contains("<html lang=\"ko\">"))
            #expect(first.text.contains("placeholder=\"제목으로 영화 검색\""))
            #expect(first.text.contains("7개 중 7개 표시"))
            let cookie = try #require(first.headers[values: .setCookie].first { $0.hasPrefix("movies_lang=ko") })
            #expect(cookie.contains("HttpOnly"))

            let details = try await client.execute(
                uri: "/movies/17738", method: .get, headers: [.cookie: String(cookie.prefix { $0 != ";" })])
            #expect(
                details.text.contains("<dt>감독</dt><dd><a href=\"/people/catalog%3Ageorge-lucas\">George Lucas</a></dd>")
            )
            #expect(details.text.contains("<dt>장르</dt><dd>SF, 액션, 모험</dd>"))
            #expect(details.text.contains("<dt>국가</dt><dd>미국</dd>"))
            #expect(details.text.contains("<dt>평점</dt><dd>9.1/10 · 평론가 · 리뷰 206개</dd>"))
        }
    }

    @Test func acceptLanguageChoosesSpanish() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/?q=qqqxxzz", method: .get, headers: [.acceptLanguage: "fr-CA, es-MX;q=0.8, en;q=0.5"])
            #expect(response.text.contains("<html lang=\"es\">"))
            #expect(response.text.contains("Ninguna película coincide con «qqqxxzz»."))
        }
    }

    @Test func unknownLanguagesFallBackToEnglish() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(
                uri: "/?lang=%3Cscript%3E", method: .get, headers: [.acceptLanguage: "de-DE,fr;q=0.9"])
            #expect(response.status == .ok)
            #expect(response.text.contains("<html lang=\"en\">"))
            #expect(response.headers[values: .setCookie].allSatisfy { !$0.hasPrefix("movies_lang") })
        }
    }

    @Test(arguments: [
        ("ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7", "ko"),
        ("en;q=0.5, es;q=0.9", "es"),
        ("es;q=0, en;q=0.1", "en"),
        ("*", nil),
        ("", nil),
    ])
    func acceptLanguageNegotiation(header: String, expected: String?) {
        #expect(LanguagePreference.negotiate(header)?.rawValue == expected)
    }

    @Test func formSpacesAndPlusesAreDecodedLikeABrowserSendsThem() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/?q=star+wars%2B", method: .get)
            #expect(response.text.contains("value=\"star wars+\""))
            #expect(response.text.contains("Star Wars: Episode IV"))
        }
    }

    @Test func scriptIsServedFromTheAppItself() async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/static/app.js", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(response.text.contains("IntersectionObserver"))
            let page = try await client.execute(uri: "/", method: .get)
            #expect(page.text.contains("<script src=\"/static/app.js\" defer></script>"))
            #expect(!page.text.contains("<script>"))
        }
    }
}
