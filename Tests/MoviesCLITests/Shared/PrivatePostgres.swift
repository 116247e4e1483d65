import Foundation
import MoviesTestSupport

/// A PostgreSQL cluster of one test's own (`scripts/test-postgres` with a state file of its own), which
/// the test may stop and start again under a running server.
struct PrivatePostgres: Sendable {
    let url: String
    private let state: String

    static func start() async throws -> PrivatePostgres {
        let state = TestDirectory.unmade("pg").path
        let output = try await run("start", state: state)
        guard let line = output.split(separator: "\n").last, let equals = line.firstIndex(of: "=") else {
            throw Failed(command: "start")
        }
        return PrivatePostgres(url: String(line[line.index(after: equals)...]), state: state)
    }

    /// Stops the server, keeping its data and port.
    func pause() async throws { _ = try await Self.run("pause", state: state) }
    func resume() async throws { _ = try await Self.run("resume", state: state) }
    func remove() async { _ = try? await Self.run("stop", state: state) }

    private static func run(_ command: String, state: String) async throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/test-postgres")
        let process = Process()
        process.executableURL = script
        process.arguments = [command]
        process.environment = ProcessInfo.processInfo.environment.merging(["MOVIES_TEST_POSTGRES_STATE": state]) {
            $1
        }
        // A file, not a pipe: the server the script starts may inherit the pipe and keep it open.
        let output = state + ".out"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try process.run()
                        process.waitUntilExit()
                        defer { try? FileManager.default.removeItem(atPath: output) }
                        guard process.terminationStatus == 0 else { throw Failed(command: command) }
                        return try String(contentsOfFile: output, encoding: .utf8)
                    })
            }
        }
    }

    struct Failed: Error {
        let command: String
    }
}
