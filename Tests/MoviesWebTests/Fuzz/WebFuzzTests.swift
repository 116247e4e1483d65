import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

/// Hostile input at every route: every answer is a normal result or a clear 4xx, never a 5xx, a
/// crash or a hang. `FUZZ_ITERATIONS` sets how many requests (default 2,000, the CI run);
/// `FUZZ_ITERATIONS=100000 swift test --filter WebFuzzTests` is the long run.
@Suite struct WebFuzzTests {
    @Test(.timeLimit(.minutes(30)))
    func everyRouteAnswersHostileInputWithAResultOrA4xx() async throws {
        let seed = HostileInput.seed
        try await WebTestApp.make().test(.router) { client in
            var input = HostileInput(seed: seed)
            for _ in 0..<HostileInput.iterations(default: 2_000) {
                let uri = Self.uri(&input)
                let response = try await client.execute(uri: uri, method: .get)
                let status = response.status.code
                #expect((200..<500).contains(status), "FUZZ_SEED=\(seed): \(status) for \(uri.prefix(300))")
                if status >= 500 { return }
            }
        }
    }

    private static func uri(_ input: inout HostileInput) -> String {
        let text = input.text()
        switch input.pick(Array(0..<8)) {
        case 0: return "/?q=\(input.component(text))&page=\(input.component(input.number()))"
        case 1: return "/api/search?query=\(input.component(text))&page=\(input.component(input.number()))"
        case 2: return "/api/movies/\(input.component(String(text.prefix(2000))))"
        case 3:
            return
                "/movies/\(input.component(String(text.prefix(2000))))?lang=\(input.component(input.text().prefix(100).description))"
        case 4: return "/api/recent?limit=\(input.component(input.number()))"
        case 5: return "/posters/\(input.component(String(text.prefix(2000))))?w=\(input.component(input.number()))"
        case 6: return "/?lang=\(input.component(String(text.prefix(1000))))"
        default: return "/posters/catalog-17738.svg?w=\(input.component(input.number()))"
        }
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
