import Foundation

/// The PostgreSQL server the tests may use: `MOVIES_TEST_POSTGRES`, a URL whose user may create
/// databases. `.ci/run` starts a throwaway one; on a machine without it the PostgreSQL tests are skipped.
/// Each test gets a database of its own, made and dropped with `psql`.
public enum TestPostgres {
    public static let url = ProcessInfo.processInfo.environment["MOVIES_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }
    public static var isAvailable: Bool { url != nil }
    public static let skipped = "PostgreSQL tests skipped: set MOVIES_TEST_POSTGRES to a postgres:// URL (.ci/run does)"

    /// The URL of a new, empty database on the test server.
    public static func makeDatabase() async throws -> String {
        guard let url else { throw Unavailable() }
        let name = "movies_test_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        try await psql(url, "CREATE DATABASE \(name)")
        var components = URLComponents(string: url)!
        components.path = "/\(name)"
        return components.string!
    }

    /// Drops the database `database` made by ``makeDatabase()``.
    public static func drop(_ database: String) async {
        guard let url else { return }
        let name = URLComponents(string: database)?.path.dropFirst() ?? ""
        try? await psql(url, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// Runs `sql` on the database at `url`, waiting on a thread of its own: the tests' cooperative threads
    /// stay free for the servers and stores under test.
    public static func psql(_ url: String, _ sql: String) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread.detachNewThread { continuation.resume(with: Result { try runPsql(url, sql) }) }
        }
    }

    private static func runPsql(_ url: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(sql: sql) }
    }

    public struct Unavailable: Error {}
    public struct Failed: Error {
        public let sql: String
    }
}
