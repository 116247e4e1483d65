import Foundation
import MoviesTestSupport
import Synchronization
import Testing

/// Runs the built `movies` executable as a user would, against a database of the test's own.
struct MoviesBinary {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// A database with the catalog imported once, copied for every test so each starts clean.
    private static let template = Task<URL, any Error> {
        let url = try temporaryDirectory().appendingPathComponent("template.sqlite")
        let output = try await MoviesBinary(database: url).run(["recent"])
        guard output.status == 0 else { throw TemplateError(output: output.stderr) }
        return url
    }

    let database: URL

    init(database: URL) {
        self.database = database
    }

    /// A binary pointed at a fresh copy of a database that already holds the catalog.
    static func withImportedCatalog() async throws -> MoviesBinary {
        let url = try temporaryDirectory().appendingPathComponent("movies.sqlite")
        try FileManager.default.copyItem(at: try await template.value, to: url)
        return MoviesBinary(database: url)
    }

    /// Runs `movies` to the end. The waiting happens on a thread of its own: the test's cooperative
    /// threads stay free for servers the test runs in-process (the TMDB stand-in).
    /// `asUser`: run as this uid and gid through `setpriv` (when the tests run as root, permissions
    /// only bite for another user).
    /// `input`: what standard input holds (nothing by default).
    func run(
        _ arguments: [String], environment: [String: String] = [:], asUser: UInt32? = nil, input: String? = nil
    ) async throws -> Output {
        let process = Process()
        if let user = asUser {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", try Self.executable().path] + arguments
        } else {
            process.executableURL = try Self.executable()
            process.arguments = arguments
        }
        // The catalog unless a test says otherwise, whatever keys the machine running the tests has.
        var base = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TMDB_") }
        base["MOVIES_DATABASE"] = database.path
        process.environment = base.merging(environment) { $1 }
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.runToEnd(process, input: input) })
            }
        }
    }

    private static func runToEnd(_ process: Process, input: String?) throws -> Output {
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Both pipes are drained at once, or a full one would stall the process.
        let errors = Mutex(Data())
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errors.withLock { $0 = stderr.fileHandleForReading.readDataToEndOfFile() }
            errorsRead.signal()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: errors.withLock { String(decoding: $0, as: UTF8.self) }
        )
    }

    /// `movies` sits beside the test bundle in the build products folder.
    static func executable() throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("movies")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw TemplateError(output: "cannot find the movies executable near \(Bundle.main.bundleURL.path)")
    }

    static func temporaryDirectory() throws -> URL {
        try TestDirectory.make("movies-cli")
    }

    struct TemplateError: Error {
        let output: String
    }
}
