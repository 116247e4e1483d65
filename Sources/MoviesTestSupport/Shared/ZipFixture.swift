public import Foundation
import ZIPFoundation

/// Zips made for the tests: Letterboxd's layout, and zips made to be hostile.
public enum ZipFixture {
    public static func make(_ files: [String: Data]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate
            ) { position, size in bytes.subdata(in: Int(position)..<Int(position) + size) }
        }
        return archive.data ?? Data()
    }
}

extension ZipFixture {
    /// A zip's files by their path.
    public static func files(_ bytes: Data) throws -> [String: Data] {
        let archive = try Archive(data: bytes, accessMode: .read)
        var files: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            files[entry.path] = data
        }
        return files
    }
}
