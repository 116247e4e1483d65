public import Foundation
public import MoviesDomain

/// Reads what a member uploads: a zip (Letterboxd's, Trakt's, or this site's own with `movies.json`), a
/// folder of either site's files, one CSV (IMDb's ratings or watchlist, one of Letterboxd's, or Netflix's
/// viewing activity), one of Trakt's JSON files, or `movies.json`.
/// A zip's files are unpacked only as far as ``maximumUnpackedBytes``, whatever sizes it declares.
public struct ExportFileReader: ImportFileReader {
    static let maximumBytes = ImportLimits.maximumBytes
    static let maximumUnpackedBytes = ImportLimits.maximumUnpackedBytes
    static let maximumRows = ImportLimits.maximumRows

    public init() {}

    public func read(_ bytes: Data, named name: String, dayOrder: DayOrder?) throws -> ImportedFile {
        guard bytes.count <= Self.maximumBytes else {
            throw ImportFileError.tooLarge(file: name, maximumBytes: Self.maximumBytes)
        }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return try read(folder: try Self.unzipped(bytes, name)) }
        let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if first == UInt8(ascii: "{") { return try Self.moviesExport(bytes, name) }
        // One file of Trakt's export, by its name (`watched-history.json`).
        if first == UInt8(ascii: "[") {
            let file = (name as NSString).lastPathComponent
            guard TraktImportReader.recognises([file]) else { throw ImportFileError.notAnExport(file) }
            return try TraktImportReader(files: [file: bytes], maximumRows: Self.maximumRows).read()
        }
        let file = (name as NSString).lastPathComponent.lowercased()
        let table = CSVTable(header: try CSVReader.firstRow(bytes, file: file), file: file)
        guard CSVReader.rowCount(bytes, pastAtMost: Self.maximumRows + 1) - 1 <= Self.maximumRows else {
            throw ImportFileError.tooManyRows(maximum: Self.maximumRows)
        }
        if IMDbImportReader.recognises(table) {
            return try IMDbImportReader(data: bytes, file: file, maximumRows: Self.maximumRows).read()
        }
        if NetflixImportReader.recognises(table) {
            return try NetflixImportReader(
                data: bytes, file: (name as NSString).lastPathComponent, maximumRows: Self.maximumRows,
                dayOrder: dayOrder
            ).read()
        }
        guard table.has("Name"), table.has("Year") else { throw ImportFileError.notAnExport(file) }
        let kind = LetterboxdImportReader.kinds.first { $0.file == file }?.file ?? Self.letterboxdFile(table)
        return try LetterboxdImportReader(files: [kind: bytes], maximumRows: Self.maximumRows).read()
    }

    public func read(folder files: [String: Data]) throws -> ImportedFile {
        let isOwnExport = files.keys.contains { TraktImportReader.name($0).lowercased() == "movies.json" }
        if !isOwnExport, TraktImportReader.recognises(files.keys) {
            return try TraktImportReader(
                files: files.filter { $0.key.lowercased().hasSuffix(".json") }, maximumRows: Self.maximumRows
            ).read()
        }
        var kept: [String: Data] = [:]
        for (path, data) in files {
            let parts = path.lowercased().split(separator: "/").map(String.init)
            guard let last = parts.last, !parts.contains("deleted"), !parts.contains("orphaned") else { continue }
            let folder = parts.dropLast().last
            kept[folder == "likes" || folder == "lists" ? "\(folder ?? "")/\(last)" : last] = data
        }
        if let json = kept["movies.json"] { return try Self.moviesExport(json, "movies.json") }
        guard LetterboxdImportReader.recognises(kept.keys) else {
            throw ImportFileError.notAnExport("the folder")
        }
        return try LetterboxdImportReader(files: kept, maximumRows: Self.maximumRows).read()
    }

    /// A single Letterboxd file, told by its columns when its name is not Letterboxd's.
    static func letterboxdFile(_ table: CSVTable) -> String {
        if table.has("Review") { return "reviews.csv" }
        if table.has("Watched Date") { return "diary.csv" }
        if table.has("Rating") { return "ratings.csv" }
        return "watched.csv"
    }

    static func moviesExport(_ bytes: Data, _ name: String) throws -> ImportedFile {
        // Counted before it is decoded: a file made to be large stops here, not after a gigabyte of objects.
        guard MoviesExportDTO.rowCount(bytes) <= maximumRows else {
            throw ImportFileError.tooManyRows(maximum: maximumRows)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = MoviesExportDTO.dateDecoding
        let export: MoviesExportDTO
        do { export = try decoder.decode(MoviesExportDTO.self, from: bytes) } catch {
            throw ImportFileError.unreadable(file: name, reason: "it is not this site's export (movies.json)")
        }
        guard export.format == MoviesExportDTO.format else { throw ImportFileError.notAnExport(name) }
        guard export.version <= MoviesExportDTO.version else {
            throw ImportFileError.unreadable(
                file: name,
                reason:
                    "it is version \(export.version) of the export; this site reads up to \(MoviesExportDTO.version)")
        }
        return export.importedFile()
    }
}
