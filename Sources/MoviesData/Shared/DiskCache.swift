public import Foundation

/// Files kept in one directory up to a total size; reading a file marks it used, and the least
/// recently used files go first when a new one does not fit.
public actor DiskCache {
    private let directory: URL
    private let capacityBytes: Int
    private let files = FileManager.default
    private let now: @Sendable () -> Date

    /// `now`: the time a file is marked used at.
    public init(directory: URL, capacityBytes: Int, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.capacityBytes = capacityBytes
        self.now = now
    }

    public func data(for key: String) -> Data? {
        let url = fileURL(key)
        guard let data = try? Data(contentsOf: url) else { return nil }
        try? files.setAttributes([.modificationDate: now()], ofItemAtPath: url.path)
        return data
    }

    public func store(_ data: Data, for key: String) throws {
        guard data.count <= capacityBytes else { return }
        try files.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try data.write(to: fileURL(key), options: .atomic)
        try files.setAttributes([.posixPermissions: 0o600, .modificationDate: now()], ofItemAtPath: fileURL(key).path)
        try evict(keeping: key)
    }

    /// Drops the least recently used files until everything fits; `key`, just stored, stays.
    private func evict(keeping key: String) throws {
        let kept = fileURL(key).lastPathComponent
        let entries = try files.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]
        ).map { url in
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            return (url: url, used: values?.contentModificationDate ?? .distantPast, size: values?.fileSize ?? 0)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > capacityBytes {
            guard entry.url.lastPathComponent != kept else { continue }
            try? files.removeItem(at: entry.url)
            total -= entry.size
        }
    }

    /// A file name for any key: bytes other than letters, digits, `-`, `_` and `.` are percent-encoded,
    /// so different keys never share a file.
    private func fileURL(_ key: String) -> URL {
        var name = ""
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                name.append(Character(Unicode.Scalar(byte)))
            default:
                name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        if name.hasPrefix(".") { name = "%2E" + name.dropFirst() }
        return directory.appendingPathComponent(name)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
