public import AsyncHTTPClient
public import Foundation
public import Logging
import NIOCore
public import NIOHTTP1

/// Sends requests to one service and returns its 2xx answers; retries transient failures of the methods
/// that may be sent twice (all but POST) as ``RetryPolicy`` says. Cancelling the calling task cancels the
/// request in flight.
///
/// Secrets travel in `secretQuery` and `secretHeaders`: they are added to the request and never to a
/// log line, which shows `<redacted>` in their place.
public struct NetworkService: Sendable {
    public struct Response: Sendable {
        public let status: Int
        public let headers: [(name: String, value: String)]
        public let body: Data
    }

    public let baseURL: URL
    public var secretQuery: [(name: String, value: String)]
    public var secretHeaders: [(name: String, value: String)]
    public var timeout: Duration
    /// The most a call may take from its first byte sent to its last byte read, every attempt included: a
    /// service that answers a byte at a time is given up on here (`timeout` bounds each attempt's wait for
    /// the answer's head only).
    public var deadline: Duration?
    public var retry: RetryPolicy
    public var maxBodyBytes: Int
    public var client: HTTPClient
    public var logger: Logger

    public init(
        baseURL: URL, secretQuery: [(name: String, value: String)] = [],
        secretHeaders: [(name: String, value: String)] = [], timeout: Duration = .seconds(8),
        deadline: Duration? = nil, retry: RetryPolicy = RetryPolicy(), maxBodyBytes: Int = 8 << 20,
        client: HTTPClient = .movies, logger: Logger = Logger(label: "movies.network")
    ) {
        self.baseURL = baseURL
        self.secretQuery = secretQuery
        self.secretHeaders = secretHeaders
        self.timeout = timeout
        self.deadline = deadline
        self.retry = retry
        self.maxBodyBytes = maxBodyBytes
        self.client = client
        self.logger = logger
    }

    public func get(_ path: String, query: [(name: String, value: String)]) async throws(NetworkError) -> Response {
        try await send(.GET, path, query: query)
    }

    /// `body` goes as JSON unless `contentType` says otherwise; a POST is sent once, whatever happens to it.
    public func send(
        _ method: HTTPMethod, _ path: String, query: [(name: String, value: String)] = [], body: Data? = nil,
        contentType: String = "application/json"
    ) async throws(NetworkError) -> Response {
        guard let deadline else { return try await attempts(method, path, query: query, body: body, contentType) }
        return try await Self.within(deadline) { () async throws(NetworkError) -> Response in
            try await attempts(method, path, query: query, body: body, contentType)
        }
    }

    private func attempts(
        _ method: HTTPMethod, _ path: String, query: [(name: String, value: String)], body: Data?,
        _ contentType: String
    ) async throws(NetworkError) -> Response {
        let url = try url(path, query: query + secretQuery)
        let shown = try self.url(path, query: query + secretQuery.map { ($0.name, "<redacted>") })
        let start = retry.clock.now()
        var attempt = 1
        while true {
            do throws(NetworkError) {
                let response = try await send(method, url, body: body, contentType: contentType)
                logger.debug("\(method) \(shown.absoluteString) -> \(response.status) in \(retry.clock.now() - start)")
                if (300..<400).contains(response.status) {
                    let location = response.headers.first { $0.name.lowercased() == "location" }?.value
                    throw NetworkError.redirected(code: response.status, location: location)
                }
                guard (200..<300).contains(response.status) else {
                    throw NetworkError.status(
                        code: response.status, body: response.body, retryAfter: Self.retryAfter(response.headers))
                }
                return response
            } catch {
                guard method != .POST,
                    let delay = retry.delay(after: attempt, error: error, elapsed: retry.clock.now() - start)
                else {
                    logger.info("\(method) \(shown.absoluteString) failed after \(attempt) attempt(s): \(error)")
                    throw error
                }
                logger.debug(
                    "\(method) \(shown.absoluteString) attempt \(attempt) failed (\(error)); retrying in \(delay)")
                do { try await retry.clock.sleep(delay) } catch { throw .cancelled }
                attempt += 1
            }
        }
    }

    private func send(
        _ method: HTTPMethod, _ url: URL, body: Data?, contentType: String
    ) async throws(NetworkError) -> Response {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method
        request.headers.add(name: "Accept", value: "application/json")
        if let body {
            request.headers.add(name: "Content-Type", value: contentType)
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        for header in secretHeaders { request.headers.add(name: header.name, value: header.value) }
        do {
            let response = try await client.execute(request, timeout: TimeAmount(timeout))
            let body = try await response.body.collect(upTo: maxBodyBytes)
            return Response(
                status: Int(response.status.code), headers: response.headers.map { ($0.name, $0.value) },
                body: Data(body.readableBytesView))
        } catch {
            throw Self.networkError(error)
        }
    }

    private func url(_ path: String, query: [(name: String, value: String)]) throws(NetworkError) -> URL {
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else { throw .notConnected(reason: "invalid URL for \(path)") }
        components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.name, value: $0.value) }
        // `+` is a space in many servers' query parsing; TMDB's included.
        let encoded = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components.percentEncodedQuery = encoded
        guard let url = components.url else { throw .notConnected(reason: "invalid URL for \(path)") }
        return url
    }

    private static func retryAfter(_ headers: [(name: String, value: String)]) -> Duration? {
        guard let value = headers.first(where: { $0.name.lowercased() == "retry-after" })?.value,
            let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0
        else { return nil }
        return .seconds(seconds)
    }
}
