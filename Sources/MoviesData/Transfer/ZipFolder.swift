public import Foundation
import ZIPFoundation

/// An export unpacked into a folder, packed again as one zip (by its files' paths within the folder), to
/// be sent where only a file goes.
public enum ZipFolder {
    public static func zipped(_ files: [String: Data]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) { try archive.add(path, bytes) }
        guard let bytes = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return bytes
    }
}
