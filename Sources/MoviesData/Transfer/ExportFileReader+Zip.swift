import Foundation
import MoviesDomain
import ZIPFoundation

extension ExportFileReader {
    /// The CSV and JSON files of a zip by their path in it, unpacked under a cap on their bytes all told
    /// that holds whatever sizes the zip declares (a zip bomb stops at the cap).
    static func unzipped(_ bytes: Data, _ name: String) throws -> [String: Data] {
        let archive: Archive
        do { archive = try Archive(data: bytes, accessMode: .read) } catch {
            throw ImportFileError.unreadable(file: name, reason: "it is not a whole zip")
        }
        var files: [String: Data] = [:]
        var unpacked = 0
        for entry in archive where entry.type == .file {
            let path = entry.path
            guard path.lowercased().hasSuffix(".csv") || path.lowercased().hasSuffix(".json") else { continue }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    unpacked += chunk.count
                    guard unpacked <= maximumUnpackedBytes else {
                        throw ImportFileError.tooLarge(file: name, maximumBytes: maximumUnpackedBytes)
                    }
                    data.append(chunk)
                }
            } catch let error as ImportFileError {
                throw error
            } catch {
                throw ImportFileError.unreadable(file: name, reason: "\(path.prefix(80)) in it is damaged")
            }
            files[path] = data
        }
        return files
    }
}
