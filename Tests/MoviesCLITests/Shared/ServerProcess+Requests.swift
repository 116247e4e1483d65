import Foundation

extension ServerProcess {
    /// How many requests the server answered so far, by method and route (`GET /api/me`), as its metrics
    /// count them; the server must have been started with `servesMetrics`.
    func requestsAnswered() async throws -> [String: Int] {
        let metrics = try await get("/metrics", onPort: metricsPort).body
        var counts: [String: Int] = [:]
        let line = /hb_requests\{http_route="([^"]*)",http_request_method="(\w+)",[^}]*\} (\d+)/
        for match in metrics.matches(of: line) {
            counts["\(match.output.2) \(match.output.1)", default: 0] += Int(match.output.3) ?? 0
        }
        return counts
    }

    /// The requests `body` caused, by method and route, each as often as it was answered.
    func requests(during body: () async throws -> Void) async throws -> [String] {
        let before = try await requestsAnswered()
        try await body()
        let after = try await requestsAnswered()
        return after.flatMap { key, count in Array(repeating: key, count: count - (before[key] ?? 0)) }.sorted()
    }
}
