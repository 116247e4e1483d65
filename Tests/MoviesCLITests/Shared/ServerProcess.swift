import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A `movies serve` process of the test's own on a free loopback port, reached over HTTP.
final class ServerProcess: Sendable {
    struct Answer: Sendable {
        let status: Int
        let body: String
        let setCookie: String?
    }

    let port: Int
    let metricsPort: Int?
    private let process: Process

    /// Starts `movies serve` with `arguments` and returns once it answers `waitingFor` with 200 (at most
    /// `within`).
    /// `servesMetrics`: `/metrics` on a port of its own too (``metricsPort``), never the site's.
    init(
        arguments: [String], environment: [String: String] = [:], waitingFor: String = "/ready",
        within: Duration = .seconds(90), servesMetrics: Bool = false
    ) async throws {
        metricsPort = servesMetrics ? try Self.freePort() : nil
        let process = Process()
        process.executableURL = try MoviesBinary.executable()
        // The system picks the port (no other test can take it between a pick and the bind), and the
        // server says which.
        process.arguments =
            ["serve", "--port", "0"] + (metricsPort.map { ["--metrics-port", "\($0)"] } ?? []) + arguments
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TMDB_") }
        base.merge(environment) { $1 }
        process.environment = base
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        guard let port = await Self.listeningPort(in: output.fileHandleForReading) else {
            process.terminate()
            throw NotReady(port: 0)
        }
        self.port = port
        let deadline = ContinuousClock.now + within
        while (try? await get(waitingFor).status) != 200 {
            guard process.isRunning, ContinuousClock.now < deadline else {
                await stop()
                throw NotReady(port: port)
            }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    /// The tests' own client, with as many connections to a server as they have visitors at once:
    /// `HTTPClient.shared` keeps eight a host, so a ninth request would wait in the client behind the others
    /// and its time, which the fault tests bound, would not be the server's. An idle connection is let go
    /// before the server's 30 s idle timeout would close it, so no request is sent down one the server is
    /// closing ("I/O on closed channel", seen on a loaded machine).
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(10), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// `timeout`: a client's patience (a connection the server does not take is retried until then).
    /// `onPort`: another listener of the process (its metrics); the site's by default.
    func get(
        _ path: String, headers: [(String, String)] = [], timeout: Duration = .seconds(30), onPort: Int? = nil
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(onPort ?? port)\(path)")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let response = try await Self.client.execute(request, timeout: TimeAmount(timeout))
        let body = try await response.body.collect(upTo: 4 << 20)
        return Answer(
            status: Int(response.status.code), body: String(buffer: body),
            setCookie: response.headers.first(name: "set-cookie"))
    }

    /// `method` with a JSON `body`, as a program sends it.
    func send(
        _ method: HTTPMethod, _ path: String, headers: [(String, String)] = [], json body: String? = nil
    )
        async throws -> Answer
    {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: body))
        }
        let response = try await Self.client.execute(request, timeout: .seconds(30))
        let answer = try await response.body.collect(upTo: 4 << 20)
        return Answer(
            status: Int(response.status.code), body: String(buffer: answer),
            setCookie: response.headers.first(name: "set-cookie"))
    }

    /// SIGKILL: the process ends at once, with nothing flushed.
    func kill() async {
        Foundation.kill(process.processIdentifier, SIGKILL)
        await exited()
    }

    /// SIGTERM, and waits for the graceful stop.
    func stop() async {
        guard process.isRunning else { return }
        process.terminate()
        await exited()
    }

    /// Waits on a thread of its own, keeping the tests' cooperative threads free.
    private func exited() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [process] in
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }

    /// The port of `Movies is listening on http://127.0.0.1:PORT`, read on a thread of its own; the rest of
    /// the output is read to its end there, so the server never waits on a full pipe. Nil when the server
    /// ends without saying.
    private static func listeningPort(in output: FileHandle) async -> Int? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var text = ""
                var port: Int?
                while case let data = output.availableData, !data.isEmpty {
                    guard port == nil else { continue }
                    text += String(decoding: data, as: UTF8.self)
                    port = text.firstMatch(of: /listening on http:\/\/[^\s]+:(\d+)\n/).flatMap { Int($0.output.1) }
                    if port != nil { continuation.resume(returning: port) }
                }
                if port == nil { continuation.resume(returning: nil) }
            }
        }
    }

    private static func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        guard bound == 0, named == 0 else { throw NotReady(port: 0) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    struct NotReady: Error {
        let port: Int
    }
}
