import Foundation
import ZIPFoundation

/// Zips made for the tests: Letterboxd's layout, and zips made to be hostile.
enum ZipFixture {
    static func make(_ files: [String: Data]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate
            ) { position, size in bytes.subdata(in: Int(position)..<Int(position) + size) }
        }
        return archive.data ?? Data()
    }
}
