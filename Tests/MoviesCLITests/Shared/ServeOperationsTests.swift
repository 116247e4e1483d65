import AsyncHTTPClient
import Foundation
import MoviesTestSupport
import NIOCore
import NIOHTTP1
import Testing

/// What an operator reads from a running server: `/ready`, and `/metrics` in Prometheus's text format on a
/// listener of its own (`--metrics-port`), never on the site's port.
@Suite struct ServeOperationsTests {
    @Test func serveSaysTheAddressItListensOnThePortTheSystemPicked() async throws {
        let process = Process()
        process.executableURL = try MoviesBinary.executable()
        process.arguments = ["serve", "--port", "0"]
        let database = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.sqlite")
        process.environment = ProcessInfo.processInfo.environment.merging(["MOVIES_DATABASE": database.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate() }
        // The lines until the address, read on a thread of their own (the catalog goes in first).
        let said = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var text = ""
                while !text.contains("listening on"), case let data = output.fileHandleForReading.availableData,
                    !data.isEmpty
                {
                    text += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: text)
            }
        }
        let port = try #require(said.firstMatch(of: /Movies is listening on http:\/\/127\.0\.0\.1:(\d+)/)?.output.1)
        #expect(Int(port) ?? 0 > 0, "\(said)")
        let health = HTTPClientRequest(url: "http://127.0.0.1:\(port)/health")
        #expect(try await HTTPClient.shared.execute(health, timeout: .seconds(30)).status == .ok)
    }

    @Test func metricsCountRequestsByRouteAndStatusAndTimeSearches() async throws {
        let database = try MoviesBinary.temporaryDirectory().appendingPathComponent("movies.sqlite")
        let server = try await ServerProcess(
            arguments: [], environment: ["MOVIES_DATABASE": database.path], servesMetrics: true)
        #expect(try await server.get("/ready").body == "ready")
        #expect(try await server.get("/metrics").status == 404, "strangers on the site's port see no metrics")
        for query in ["heat", "alien", "heat"] { _ = try await server.get("/api/search?q=\(query)") }
        _ = try await server.get("/api/search?q=")
        _ = try await server.get("/no/such/page")
        let metrics = try await server.get("/metrics", onPort: server.metricsPort).body
        await server.stop()
        let route = #"http_route="/api/search",http_request_method="GET""#
        #expect(metrics.contains(#"hb_requests{\#(route),http_response_status_code="200"} 3"#))
        #expect(metrics.contains(#"hb_requests{\#(route),http_response_status_code="400"} 1"#))
        #expect(metrics.contains(#"http_server_request_duration_bucket{\#(route),http_response_status_code="200",le="#))
        #expect(metrics.contains(#"movies_search_duration_count{source="catalog",outcome="ok"} 3"#))
        #expect(metrics.contains(#"http_response_status_code="404"} 2"#), "/no/such/page and /metrics")
    }

    @Test(.enabled(if: TestPostgres.isAvailable, "PostgreSQL tests skipped: MOVIES_TEST_POSTGRES is not set"))
    func metricsShowThePostgresPool() async throws {
        let database = try await TestPostgres.makeDatabase()
        let server = try await ServerProcess(
            arguments: ["--pool-size", "6"], environment: ["MOVIES_DATABASE": database], servesMetrics: true)
        _ = try await server.get("/api/search?q=heat")
        let metrics = try await server.get("/metrics", onPort: server.metricsPort).body
        await server.stop()
        await TestPostgres.drop(database)
        #expect(metrics.contains("movies_storage_connections_max 6.0"))
        #expect(metrics.contains("movies_storage_connections_in_use "))
        #expect(metrics.contains("movies_storage_connections_waiting "))
        let password = try #require(URLComponents(string: database)?.password)
        #expect(!metrics.contains(password) && !metrics.contains("postgres://"))
    }
}
