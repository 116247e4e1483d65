import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesWeb
import Testing

/// The server over a real socket, as a front-line server guards itself: idle and half-sent requests are
/// closed after the idle timeout, one address cannot hold more than its share of connections, and the
/// rules of the HTTP version are kept.
@Suite struct ConnectionGuardsTests {
    /// How long an answer or a close may take: each wait ends as soon as it comes, so a generous bound
    /// costs nothing on a quiet machine and holds on a loaded one.
    static let patience = 30.0

    private func withServer(
        idleTimeout: Duration = .seconds(1), _ body: @Sendable (_ port: Int) async throws -> Void
    ) async throws {
        var settings = WebSettings()
        settings.idleTimeout = idleTimeout
        settings.maxConnectionsPerAddress = 3
        let app = try MoviesWebApp.make(screens: try await WebTestApp.container(), settings: settings, port: 0)
        try await app.test(.live) { client in try await body(try #require(client.port)) }
    }

    @Test func anIdleConnectionAndAHalfSentRequestAreClosedAfterTheIdleTimeout() async throws {
        try await withServer { port in
            let idle = try RawConnection(port: port)
            let slow = try RawConnection(port: port)
            slow.send("GET /health HTTP/1.1\r\nHost: movies\r\nX-Slow: ")
            #expect(await idle.receive(within: Self.patience).closed)
            #expect(await slow.receive(within: Self.patience) == ("", true))
        }
    }

    @Test func aKeptAliveConnectionIsServedThenClosedWhenIdle() async throws {
        try await withServer { port in
            let connection = try RawConnection(port: port)
            connection.send("GET /health HTTP/1.1\r\nHost: movies\r\n\r\n")
            let answer = await connection.receive(within: Self.patience) { $0.hasSuffix("ok") }
            #expect(answer.text.hasPrefix("HTTP/1.1 200"))
            #expect(!answer.closed)
            #expect(await connection.receive(within: Self.patience).closed)
        }
    }

    @Test func oneAddressHoldsAtMostItsShareWhileOthersAreServed() async throws {
        try await withServer(idleTimeout: .seconds(30)) { port in
            let four = try (0..<4).map { _ in try RawConnection(port: port, from: "127.0.0.2") }
            // Connections are set up on several threads, so which one comes fourth is not fixed.
            var closed: [Int] = []
            let deadline = ContinuousClock.now + .seconds(Self.patience)
            while closed.isEmpty, ContinuousClock.now < deadline {
                for (index, connection) in four.enumerated() where await connection.receive(within: 0.05).closed {
                    closed.append(index)
                }
            }
            #expect(closed.count == 1)
            for (index, connection) in four.enumerated() where !closed.contains(index) {
                connection.send("GET /health HTTP/1.1\r\nHost: movies\r\n\r\n")
                #expect(await connection.receive(within: Self.patience) { $0.hasSuffix("ok") }.text.hasSuffix("ok"))
            }
            let other = try RawConnection(port: port, from: "127.0.0.3")
            other.send("GET /health HTTP/1.1\r\nHost: movies\r\n\r\n")
            #expect(await other.receive(within: Self.patience) { $0.hasSuffix("ok") }.text.hasSuffix("ok"))
        }
    }

    @Test(arguments: ["GET /health HTTP/1.1\r\n\r\n", "GET /health HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"])
    func anHTTP11RequestWithoutExactlyOneHostIsABadRequest(request: String) async throws {
        try await withServer { port in
            let connection = try RawConnection(port: port)
            connection.send(request)
            let answer = await connection.receive(within: Self.patience)
            #expect(answer.text.hasPrefix("HTTP/1.1 400"))
            #expect(answer.text.contains(#""code":"bad_host""#))
            #expect(answer.text.contains("X-Content-Type-Options: nosniff"))
            #expect(answer.closed)
        }
    }

    @Test func anHTTP10RequestIsAnsweredAndClosedUnlessItAsksForKeepAlive() async throws {
        try await withServer { port in
            let once = try RawConnection(port: port)
            once.send("GET /health HTTP/1.0\r\n\r\n")
            let answer = await once.receive(within: Self.patience)
            #expect(answer.text.contains("200 OK"))
            #expect(answer.closed)
            let kept = try RawConnection(port: port)
            kept.send("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(await kept.receive(within: 0.5).closed == false)
        }
    }
}
