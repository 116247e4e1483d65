import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesCLI
import MoviesComposition
import MoviesWeb
import Testing

/// The web app over a fresh database that already holds the catalog (imported once per test process).
enum WebTestApp {
    private static let template = Task<URL, any Error> {
        let url = try temporaryDirectory().appendingPathComponent("template.sqlite")
        _ = try await AppContainer.make(configuration: AppConfiguration(databaseURL: url))
        return url
    }

    static func make(settings: WebSettings = WebSettings()) async throws -> Bounded {
        Bounded(settings: settings)
    }

    /// An app whose database is made and opened only for its test, a few at a time, and removed after it:
    /// the suites start at once, and each database holds files open, which the test process must keep
    /// under a thousand or so (Foundation's `Process.run()`, which the CLI tests use, reads past its buffer
    /// when `/proc/self/fd` lists about 1,360 entries); left behind, each is 33 MB of the disk.
    struct Bounded: Sendable {
        let settings: WebSettings

        func test<Value: Sendable>(
            _ setup: TestingSetup, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Value
        ) async throws -> Value {
            await openApps.acquire()
            let outcome: Result<Value, any Error>
            do {
                let directory = try temporaryDirectory()
                defer { try? FileManager.default.removeItem(at: directory) }
                let container = try await container(in: directory)
                outcome = .success(
                    try await Application(router: MoviesWebApp.router(screens: container, settings: settings))
                        .test(setup, body))
            } catch {
                outcome = .failure(error)
            }
            await openApps.release()
            return try outcome.get()
        }
    }

    private static let openApps = Permits(12)

    /// The object graph over a copy of the imported template database, in `directory` (a new one unless
    /// given).
    static func container(in directory: URL? = nil) async throws -> AppContainer {
        let url = try (directory ?? temporaryDirectory()).appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: try await template.value, to: url)
        var configuration = AppConfiguration(databaseURL: url)
        configuration.passwordCost = 4  // bcrypt's least: the tests are of the app, not of bcrypt's slowness
        // Dozens of apps run at once, each with a database of its own: few open files each.
        configuration.sqliteReaders = 1
        return try await AppContainer.make(configuration: configuration)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("movies-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension TestClientProtocol {
    /// The `movies_visitor=…` cookie the server issues to a first visit, to send back as a returning visitor.
    func newVisitorCookie() async throws -> String {
        let first = try await execute(uri: "/api/recent", method: .get)
        return String(try #require(first.headers[.setCookie]?.split(separator: ";").first))
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    var json: [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    var errorCode: String? { (json?["error"] as? [String: Any])?["code"] as? String }
}

/// A counting semaphore for tasks.
actor Permits {
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) {
        available = count
    }

    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            available += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
