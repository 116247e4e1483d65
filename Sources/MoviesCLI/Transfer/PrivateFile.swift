import Foundation

#if canImport(Glibc)
    import Glibc
    private let writeBytes = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let writeBytes = Darwin.write
#endif

/// A file only its owner may read (0600) from the first byte: written beside its place under a name of its
/// own and renamed over it, so a reader never sees it half written or readable by others.
enum PrivateFile {
    static func write(_ data: Data, to path: String) throws(CleanError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8))").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var written = true
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard count > 0 else {
                    written = false
                    return
                }
                offset += count
            }
        }
        let code = errno
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary, path) == 0 else {
            let reason = written && synced ? errno : code
            unlink(temporary)
            throw failure(path, reason)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CleanError {
        CleanError(message: "cannot write \(path): \(String(cString: strerror(code)))")
    }
}
