public import Foundation

/// Scratch folders for tests, all under one folder of this test process's own that is removed when the process
/// exits: a run of the suite copies databases into hundreds of them, and none may outlive it.
public enum TestDirectory {
    /// A new empty folder, its name starting with `prefix`.
    public static func make(_ prefix: String = "movies") throws -> URL {
        let url = run.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new folder's path that does not exist yet, for code that must create it itself.
    public static func unmade(_ prefix: String = "movies") -> URL {
        run.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    private static let run: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-test-run-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)  // a folder left by an earlier process with this id
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { TestDirectory.removeRun() }
        return url
    }()

    private static func removeRun() {
        try? FileManager.default.removeItem(at: run)
    }
}
