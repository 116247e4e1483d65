import Foundation
public import MoviesDomain
import ZIPFoundation

/// Writes an export as a zip: `movies.json` (everything, in the schema of docs/export.md), Letterboxd's
/// import CSV (`letterboxd-diary.csv`, `letterboxd-watchlist.csv`), and the account in Letterboxd's own
/// export layout (`letterboxd/`: diary, reviews, ratings, watched, watchlist, liked films and lists).
public struct ZipAccountArchiveWriter: AccountArchiveWriter {
    public init() {}

    public func write(_ export: AccountExport) throws -> AccountArchive {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = MoviesExportDTO.dateEncoding
        let json = try encoder.encode(MoviesExportDTO(export))
        let archive = try Archive(accessMode: .create)
        try archive.add("movies.json", json)
        try archive.add("letterboxd-diary.csv", Data(LetterboxdExportCSV.diary(of: export).utf8))
        try archive.add("letterboxd-watchlist.csv", Data(LetterboxdExportCSV.watchlist(of: export).utf8))
        for (path, text) in LetterboxdExportFiles.files(of: export) {
            try archive.add("letterboxd/\(path)", Data(text.utf8))
        }
        guard let bytes = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return AccountArchive(fileName: Self.fileName(of: export), bytes: bytes)
    }

    /// `movies-ana-2026-11-26.zip`.
    static func fileName(of export: AccountExport) -> String {
        "movies-\(export.member.name)-\(CalendarDay(export.exported, in: .gmt)).zip"
    }
}

extension Archive {
    func add(_ path: String, _ bytes: Data) throws {
        try addEntry(
            with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate
        ) { position, size in
            bytes.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
