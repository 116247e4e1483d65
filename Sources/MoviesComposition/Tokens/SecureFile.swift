import Foundation

#if canImport(Glibc)
    import Glibc
    // `stat` belongs to whichever C module the compiler read <sys/stat.h> through first (CoreFoundation's,
    // or NIO's when the files compiled with this one import it), and its fields are visible only with that
    // module imported.
    import CoreFoundation
    #if canImport(CNIOLinux)
        import CNIOLinux
    #endif
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of secrets, owned and written by this user only: read without following a link, refused when
/// it or its folder may be written by others, replaced whole by a new file renamed over it.
struct SecureFile {
    let url: URL

    init(_ url: URL) {
        self.url = url
    }

    private var folder: URL { url.deletingLastPathComponent() }

    /// The file's bytes; nil when there is no file (or no folder) yet.
    func read() throws(ConfigurationError) -> Data? {
        guard try checkFolder(creating: false) else { return nil }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP {
                throw ConfigurationError("\(url.path) is a symbolic link; Movies does not follow it: remove it")
            }
            throw ConfigurationError("cannot read \(url.path): \(Self.reason(code))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ConfigurationError("\(url.path) is not a plain file: remove it")
        }
        try Self.checkOwnership(status, of: url, fix: "chmod 600")
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        guard let data = try? handle.readToEnd() else { return Data() }
        return data
    }

    /// Writes `data` to a new file (0600) in the same folder and renames it over this one: a link where the
    /// file was is replaced, never followed.
    func replace(with data: Data) throws(ConfigurationError) {
        _ = try checkFolder(creating: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw ConfigurationError("cannot write in \(folder.path): \(Self.reason(errno))")
        }
        let written = data.withUnsafeBytes { bytes in
            bytes.isEmpty || write(descriptor, bytes.baseAddress, bytes.count) == bytes.count
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw ConfigurationError("cannot write \(url.path): \(Self.reason(code))")
        }
    }

    /// Whether the folder is there; made 0700 when `creating` and it is not. A folder others may write is
    /// refused: they could put a file of their own in its place.
    private func checkFolder(creating: Bool) throws(ConfigurationError) -> Bool {
        var status = stat()
        if lstat(folder.path, &status) != 0 {
            guard errno == ENOENT else {
                throw ConfigurationError("cannot use \(folder.path): \(Self.reason(errno))")
            }
            guard creating else { return false }
            try? FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST, lstat(folder.path, &status) == 0 else {
                throw ConfigurationError("cannot make \(folder.path): \(Self.reason(errno))")
            }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw ConfigurationError("\(folder.path) is not a folder (a link or a file): remove it")
        }
        try Self.checkOwnership(status, of: folder, fix: "chmod 700")
        return true
    }

    private static func checkOwnership(_ status: stat, of url: URL, fix: String) throws(ConfigurationError) {
        guard status.st_uid == geteuid() else {
            throw ConfigurationError("\(url.path) belongs to another user; Movies keeps tokens only in your own files")
        }
        guard status.st_mode & 0o022 == 0 else {
            throw ConfigurationError("\(url.path) may be written by others; fix it with: \(fix) \(url.path)")
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
