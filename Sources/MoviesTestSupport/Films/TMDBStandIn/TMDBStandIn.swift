public import Foundation
import Hummingbird
import NIOCore

/// A local stand-in for TMDB on 127.0.0.1 and a free port: it answers `/3/search/movie`, `/3/movie/{id}`,
/// `/3/configuration`, `/3/genre/movie/list` and images under `/t/p/`, the way TMDB documents them,
/// from hand-written fixtures. Tests tell it to misbehave (``fail(with:times:)``) and ask it what it was
/// asked (``requests(matching:)``).
public final class TMDBStandIn: Sendable {
    /// The credentials it accepts; anything else gets TMDB's 401.
    public static let apiKey = "stand-in-api-key"
    public static let accessToken = "stand-in-access-token"

    public let baseURL: URL
    public var imageBaseURL: URL { baseURL.appendingPathComponent("t/p/") }
    let recorder: TMDBStandInRecorder
    private let server: Task<Void, any Error>

    /// Starts a stand-in that pages results `pageSize` at a time.
    public static func start(pageSize: Int = 20) async throws -> TMDBStandIn {
        let recorder = TMDBStandInRecorder(pageSize: pageSize)
        let port = BoundPort()
        let app = Application(
            router: recorder.router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "TMDB stand-in"),
            onServerRunning: { channel in await port.resolve(channel.localAddress?.port ?? 0) }
        )
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        let url = URL(string: "http://127.0.0.1:\(await port.value)/")!
        return TMDBStandIn(baseURL: url, recorder: recorder, server: server)
    }

    private init(baseURL: URL, recorder: TMDBStandInRecorder, server: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.recorder = recorder
        self.server = server
    }

    /// Stops listening; requests from now on find nothing there.
    public func stop() async {
        server.cancel()
        _ = await server.result
    }

    /// The next `times` requests whose path starts with `path` misbehave as `fault` says.
    public func fail(with fault: TMDBStandInFault, times: Int = 1, path: String = "/") async {
        await recorder.add(fault, times: times, path: path)
    }

    /// Every request so far whose path starts with `path`, oldest first, as `path?query`.
    public func requests(matching path: String = "/") async -> [String] {
        await recorder.requests.filter { $0.hasPrefix(path) }
    }

    deinit { server.cancel() }
}
