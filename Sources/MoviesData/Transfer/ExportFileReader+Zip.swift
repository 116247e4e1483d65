import Foundation
import MoviesDomain

extension ExportFileReader {
    /// The CSV and JSON files of a zip by their path in it, unpacked under a cap on their bytes all told
    /// that holds whatever sizes the zip declares (a zip bomb stops at the cap). Read by ``ZipReader``,
    /// which refuses a damaged or hostile zip where a general zip library may trap or loop on one.
    static func unzipped(_ bytes: Data, _ name: String) throws -> [String: Data] {
        do {
            let zip = try ZipReader(bytes)
            var files: [String: Data] = [:]
            var budget = maximumUnpackedBytes
            for entry in zip.entries where !entry.isDirectory {
                let path = entry.path.lowercased()
                guard path.hasSuffix(".csv") || path.hasSuffix(".json") else { continue }
                files[entry.path] = try zip.contents(of: entry, budget: &budget)
            }
            return files
        } catch let damaged as ZipReader.Damaged {
            throw ImportFileError.unreadable(file: name, reason: String(damaged.description.prefix(120)))
        } catch is ZipReader.Unpacked {
            throw ImportFileError.tooLarge(file: name, maximumBytes: maximumUnpackedBytes)
        }
    }
}
