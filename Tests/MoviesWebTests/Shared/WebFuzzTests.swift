import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

/// Hostile input at every route, signed in and not, in addresses and in the bodies of every route that
/// writes: every answer is a normal result or a clear 4xx, never a 5xx, a crash or a hang. `FUZZ_ITERATIONS` sets how many requests (default 2,000, the CI run);
/// `FUZZ_ITERATIONS=100000 swift test --filter WebFuzzTests` is the long run.
@Suite struct WebFuzzTests {
    @Test(.timeLimit(.minutes(30)))
    func everyRouteAnswersHostileInputWithAResultOrA4xx() async throws {
        let seed = HostileInput.seed
        try await WebTestApp.make().test(.router) { client in
            let member = MemberPagesTests.Browser(client)
            _ = try await member.signUp("reader")
            var input = HostileInput(seed: seed)
            for _ in 0..<HostileInput.iterations(default: 2_000) {
                let uri = Self.uri(&input)
                // Half the requests signed in, half not.
                let headers: HTTPFields = input.pick([true, false]) ? [.cookie: member.cookieHeader] : [:]
                let response = try await client.execute(uri: uri, method: .get, headers: headers)
                let status = response.status.code
                #expect((200..<500).contains(status), "FUZZ_SEED=\(seed): \(status) for \(uri.prefix(300))")
                if status >= 500 { return }
            }
        }
    }

    /// Hostile bodies at every route that writes, signed in and not: JSON to the API, forms (with the
    /// page's own token, so the body reaches the route) to the pages.
    @Test(.timeLimit(.minutes(30)))
    func everyWritingRouteAnswersHostileBodiesWithAResultOrA4xx() async throws {
        let seed = HostileInput.seed
        try await WebTestApp.make().test(.router) { client in
            let member = MemberPagesTests.Browser(client)
            _ = try await member.signUp("fuzzer")
            let memberToken = try await member.pageToken()
            let visitor = MemberPagesTests.Browser(client)
            let visitorToken = try await visitor.pageToken()
            var input = HostileInput(seed: seed)
            for _ in 0..<HostileInput.iterations(default: 1_000) {
                let browser = input.pick([member, visitor])
                let token = browser === member ? memberToken : visitorToken
                let (method, uri, headers, body) = Self.write(&input, cookies: browser.cookieHeader, token: token)
                let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
                let status = response.status.code
                #expect(
                    (200..<500).contains(status),
                    "FUZZ_SEED=\(seed): \(status) for \(method) \(uri.prefix(200)) \(String(buffer: body).prefix(300))")
                if status >= 500 { return }
            }
        }
    }

    private static func uri(_ input: inout HostileInput) -> String {
        let text = input.text()
        let short = input.component(String(text.prefix(300)))
        switch input.pick(Array(0..<20)) {
        case 0: return "/?q=\(input.component(text))&page=\(input.component(input.number()))"
        case 1: return "/api/search?query=\(input.component(text))&page=\(input.component(input.number()))"
        case 2: return "/api/movies/\(input.component(String(text.prefix(2000))))"
        case 3:
            return
                "/movies/\(input.component(String(text.prefix(2000))))?lang=\(input.component(input.text().prefix(100).description))"
        case 4: return "/api/recent?limit=\(input.component(input.number()))"
        case 5: return "/posters/\(input.component(String(text.prefix(2000))))?w=\(input.component(input.number()))"
        case 6: return "/?lang=\(input.component(String(text.prefix(1000))))"
        case 7: return "/posters/catalog-17738.svg?w=\(input.component(input.number()))"
        case 8, 9:
            // Browse with one filter at a time, hostile, on the page and in JSON.
            let field = input.pick(["genre", "decade", "from", "to", "minRating", "sort", "q", "page"])
            let value = input.pick([short, input.component(input.number())])
            return "\(input.pick(["/discover", "/api/discover"]))?\(field)=\(value)"
        case 10:
            let person = input.pick([short, "catalog:stanley-kubrick"])
            return "\(input.pick(["/people/", "/api/people/"]))\(person)?role=\(input.pick([short, "cast"]))"
        case 11: return "/api/movies/\(short)/similar"
        case 12: return "/u/\(short)?page=\(input.component(input.number()))"
        case 13: return "/saved?page=\(input.component(input.number()))"
        case 14: return "/api/saved?page=\(input.component(input.number()))"
        case 15: return "/api/movies/\(short)/reviews?page=\(input.component(input.number()))"
        case 16: return "\(input.pick(["/signin", "/signup"]))?return=\(short)"
        case 17: return "/saved-posters/\(short)?path=\(short)"
        case 18: return "/settings?saved=\(short)"
        default: return "/api/me"
        }
    }

    /// One hostile write: a method, an address, headers (the browser's cookies) and a body.
    private static func write(
        _ input: inout HostileInput, cookies: String, token: String
    ) -> (HTTPRequest.Method, String, HTTPFields, ByteBuffer) {
        let film = input.pick(["17738", "catalog:17738", "tmdb:155", input.component(String(input.text().prefix(80)))])
        var headers: HTTPFields = cookies.isEmpty ? [:] : [.cookie: cookies]
        if input.pick(Array(0..<2)) == 0 {
            headers[.contentType] = "application/json"
            let (method, uri) = input.pick([
                (HTTPRequest.Method.post, "/api/users"), (.post, "/api/session"), (.delete, "/api/session"),
                (.delete, "/api/me"), (.put, "/api/saved/\(film)"), (.delete, "/api/saved/\(film)"),
                (.post, "/api/saved/undo"), (.delete, "/api/saved"), (.put, "/api/movies/\(film)/review"),
                (.delete, "/api/movies/\(film)/review"),
            ])
            return (method, uri, headers, ByteBuffer(string: json(&input)))
        }
        headers[.contentType] = "application/x-www-form-urlencoded"
        let uri = input.pick([
            "/signup", "/signin", "/signout", "/settings/name", "/settings/full-name", "/settings/password",
            "/settings/sessions", "/settings/delete", "/saved/add", "/saved/remove", "/saved/undo", "/saved/remove-all",
            "/recent/remove", "/recent/clear",
            "/movies/\(film)/review",
        ])
        var fields = ["token=\(input.pick([token, token, "", input.component(input.text())]))"]
        for name in ["name", "given", "family", "password", "current", "film", "rating", "text", "return", "confirm"]
        where input.pick([true, false]) {
            fields.append("\(name)=\(input.component(input.pick([input.text(), input.number(), "8", "long enough"])))")
        }
        return (.post, uri, headers, ByteBuffer(string: fields.joined(separator: "&")))
    }

    /// A JSON body: an object of the fields the routes read, each hostile; sometimes not JSON at all.
    private static func json(_ input: inout HostileInput) -> String {
        switch input.pick(Array(0..<6)) {
        case 0: return String(input.text().prefix(2000))
        case 1: return "[\(input.number()), null, {}]"
        default:
            var members: [String] = []
            for name in ["name", "password", "fullName", "rating", "text", "hasSpoilers", "film"]
            where input.pick([true, false]) {
                let value: String =
                    switch input.pick(Array(0..<5)) {
                    case 0: input.number()
                    case 1: "null"
                    case 2: #"{"given": \#(quoted(input.text())), "family": \#(quoted(input.text()))}"#
                    case 3: "[\(quoted(input.text()))]"
                    default: quoted(input.text())
                    }
                members.append("\(quoted(name)): \(value)")
            }
            return "{\(members.joined(separator: ", "))}"
        }
    }

    private static func quoted(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [String(text.prefix(6000))])
        return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\"\""
    }
}

@Suite struct RequestLimitsTests {
    @Test(arguments: ["/?q=", "/api/search?query=", "/posters/catalog-1.svg?w="])
    func aMegabyteAddressIsA414(prefix: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let response = try await client.execute(uri: prefix + String(repeating: "a", count: 1 << 20), method: .get)
            #expect(response.status == .uriTooLong)
            #expect(response.errorCode == "uri_too_long")
        }
    }
}
