import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesWeb
import Testing

/// The application `movies serve` runs, over a real socket on a free port.
@Suite struct LiveServerTests {
    @Test func servesSearchesOverARealSocket() async throws {
        let app = try MoviesWebApp.make(screens: try await WebTestApp.container(), port: 0)
        try await app.test(.live) { client in
            let response = try await client.execute(uri: "/api/search?query=heat", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.server] == "Movies")
            #expect(response.headers[.contentSecurityPolicy] != nil)
            let results = try #require(response.json?["results"] as? [[String: Any]])
            #expect(results.first?["title"] as? String == "Heat")
        }
    }
}
