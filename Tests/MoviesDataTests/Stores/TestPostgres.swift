import Foundation
import MoviesPostgres

/// The PostgreSQL server the tests may use: `MOVIES_TEST_POSTGRES`, a URL whose user may create
/// databases. `.ci/run` starts a throwaway one; on a machine without it the PostgreSQL tests are skipped.
/// Each test gets a database of its own, made and dropped with `psql`.
enum TestPostgres {
    static let url = ProcessInfo.processInfo.environment["MOVIES_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    static var isAvailable: Bool { url != nil }
    static let skipped = "PostgreSQL tests skipped: set MOVIES_TEST_POSTGRES to a postgres:// URL (.ci/run does)"

    /// A new, empty database on the test server.
    static func makeDatabase() throws -> PostgresLocation {
        guard let url else { throw Unavailable() }
        let name = "movies_test_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        try psql(url, "CREATE DATABASE \(name)")
        var components = URLComponents(string: url)!
        components.path = "/\(name)"
        return try PostgresLocation(url: components.string!)
    }

    static func drop(_ location: PostgresLocation) {
        guard let url else { return }
        try? psql(url, "DROP DATABASE IF EXISTS \(location.database) WITH (FORCE)")
    }

    /// Runs `sql` on the database at `url`.
    static func psql(_ url: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["psql", "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(sql: sql) }
    }

    struct Unavailable: Error {}
    struct Failed: Error {
        let sql: String
    }
}
