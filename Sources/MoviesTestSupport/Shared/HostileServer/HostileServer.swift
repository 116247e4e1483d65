public import Foundation
import Hummingbird
import NIOCore
import Synchronization

/// A Movies server written to attack its clients, on 127.0.0.1 and a free port: what it answers every
/// route with is its ``Behaviour``. The command line's tests point `--server` at it.
public final class HostileServer: Sendable {
    public enum Behaviour: Sendable {
        /// Well-formed answers whose titles, names, genres, reviews and error messages carry terminal
        /// escapes (OSC 52, OSC 0, OSC 8, a cleared screen, cursor moves, C1 controls, bidi overrides).
        case escapes
        /// A 307 to the same path on `target`, for every request.
        case redirect(to: URL)
        /// A 200's head at once, then the body one byte a second, without end.
        case trickle
        /// A 200 whose body is not JSON.
        case garbage
    }

    /// Every hostile sequence the escapes server puts in its text.
    public static let escapes = [
        "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}]0;pwned\u{07}", "\u{1B}]8;;https://evil.example\u{1B}\\", "\u{1B}[2J",
        "\u{1B}[10;10H", "\u{9B}31m", "\u{202E}", "\u{2066}",
    ]

    public let url: URL
    private let server: Task<Void, any Error>
    private let router: HostileServerRouter

    /// The paths asked so far, in order.
    public var asked: [String] { router.asked.paths.withLock { $0 } }

    public static func start(_ behaviour: Behaviour) async throws -> HostileServer {
        let port = BoundPort()
        let router = HostileServerRouter(behaviour: behaviour, asked: HostileServerRouter.AskedPaths())
        let app = Application(
            responder: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "hostile"),
            onServerRunning: { channel in await port.resolve(channel.localAddress?.port ?? 0) })
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        return HostileServer(
            url: URL(string: "http://127.0.0.1:\(await port.value)")!, server: server, router: router)
    }

    private init(url: URL, server: Task<Void, any Error>, router: HostileServerRouter) {
        self.url = url
        self.server = server
        self.router = router
    }

    public func stop() async {
        server.cancel()
        _ = await server.result
    }

    deinit { server.cancel() }
}
