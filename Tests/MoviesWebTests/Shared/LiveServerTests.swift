import Foundation
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
            // A raw connection, not the test client: its read timeout is fixed at 20 s, which a search
            // can outlast while the whole suite loads the machine. The wait ends when the server closes.
            let connection = try RawConnection(port: try #require(client.port))
            connection.send("GET /api/search?query=heat HTTP/1.1\r\nHost: movies\r\nConnection: close\r\n\r\n")
            let answer = await connection.receive(within: ConnectionGuardsTests.patience * 4)
            #expect(answer.closed)
            let parts = answer.text.components(separatedBy: "\r\n\r\n")
            let head = parts[0].lowercased() + "\r\n"
            #expect(head.hasPrefix("http/1.1 200"))
            #expect(head.contains("\r\nserver: movies\r\n"))
            #expect(head.contains("\r\ncontent-security-policy: "))
            let body = try JSONSerialization.jsonObject(with: Data(parts.dropFirst().joined().utf8))
            let results = try #require((body as? [String: Any])?["results"] as? [[String: Any]])
            #expect(results.first?["title"] as? String == "Heat")
        }
    }
}
