import Foundation

/// A file of an upload, on disk in a folder of its own (readable by this user only) until it is read.
struct UploadedFile: Sendable {
    /// The name the browser gave it (`diary.csv`).
    let name: String
    let url: URL
    let size: Int

    /// Its bytes, mapped from disk rather than copied: pages are read as the import reads them.
    func bytes() throws -> Data {
        try Data(contentsOf: url, options: .alwaysMapped)
    }

    func discard() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}
