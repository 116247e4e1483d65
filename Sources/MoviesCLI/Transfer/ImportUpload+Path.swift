import Foundation
import MoviesDomain

/// What `movies import` was given, read: one file's bytes, or a folder's CSV and JSON files by their path in
/// it.
extension ImportUpload {
    static func read(_ path: String) throws -> ImportUpload {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CleanError(message: "there is no file \(path)")
        }
        if !isFolder.boolValue {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= ImportLimits.maximumBytes else {
                throw CleanError(
                    message: "\(path) is past \(ImportLimits.maximumBytes >> 20) MB, more than any film diary")
            }
            return .file(try contents(of: url), name: url.lastPathComponent)
        }
        var files: [String: Data] = [:]
        var total = 0
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey])
        while let file = walker?.nextObject() as? URL {
            let name = file.lastPathComponent.lowercased()
            guard name.hasSuffix(".csv") || name.hasSuffix(".json") else { continue }
            total += (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
            guard total <= ImportLimits.maximumUnpackedBytes else {
                throw CleanError(
                    message: "\(path) holds more than \(ImportLimits.maximumUnpackedBytes >> 20) MB of CSV")
            }
            let relative = file.path.dropFirst(url.path.count).drop { $0 == "/" }
            files[String(relative)] = try contents(of: file)
        }
        return .folder(files)
    }

    private static func contents(of url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw CleanError(message: "cannot read \(url.path): \((error as NSError).localizedDescription)")
        }
    }
}
