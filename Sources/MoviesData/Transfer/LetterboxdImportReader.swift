import Foundation
import MoviesDomain

/// Letterboxd's export (Settings → Data): `diary.csv`, `reviews.csv`, `ratings.csv`, `watched.csv`,
/// `watchlist.csv`, `likes/films.csv`, and `lists/*.csv` (each a list, made or added to).
/// Ratings are half stars from 0.5 to 5, here 1 to 10.
struct LetterboxdImportReader {
    /// The files by their place in the export (`diary.csv`, `likes/films.csv`), whatever folder held them.
    let files: [String: Data]
    let maximumRows: Int

    static let kinds: [(file: String, kind: ImportRow.Kind)] = [
        ("diary.csv", .diary), ("reviews.csv", .review), ("ratings.csv", .rating), ("watched.csv", .watched),
        ("watchlist.csv", .watchlist), ("likes/films.csv", .like),
    ]

    /// Whether these are Letterboxd's files.
    static func recognises(_ names: some Sequence<String>) -> Bool {
        names.contains { name in kinds.contains { $0.file == name } }
    }

    func read() throws(ImportFileError) -> ImportedFile {
        // Every file's rows (their headers aside) counted from the bytes first: over the limit, refused now.
        var counted = 0
        for data in files.filter({ $0.key.hasSuffix(".csv") }).values {
            counted += max(0, CSVReader.rowCount(data, pastAtMost: maximumRows - counted + 1) - 1)
            if counted > maximumRows { throw .tooManyRows(maximum: maximumRows) }
        }
        var rows: [ImportRow] = []
        var refused: [ImportedFile.Refusal] = []
        var remaining = maximumRows
        // Room made once for every row the files may hold (no more than the limit): a large diary is not
        // copied again and again as it grows.
        rows.reserveCapacity(
            min(maximumRows, Self.kinds.reduce(0) { $0 + (files[$1.file].map(CSVReader.rowBound) ?? 0) }))
        for (name, kind) in Self.kinds {
            guard let data = files[name] else { continue }
            // The columns are checked before any row is kept: the file's header is its first row.
            try CSVTable(header: try CSVReader.firstRow(data, file: name), file: name)
                .require(["Name", "Year"] + Self.columns(of: kind))
            var read = 0
            try CSVReader.forEachRow(data, file: name, maximumRows: remaining) { table, line, cells in
                read += 1
                let place = ImportRow.Place(file: name, line: line)
                do throws(RowProblem) {
                    rows.append(try row(kind, table, cells, place))
                } catch {
                    refused.append(.init(place: place, reason: error.reason))
                }
            }
            remaining -= read
        }
        var lists: [ImportedList] = []
        for name in files.keys.filter({ $0.hasPrefix("lists/") && $0.hasSuffix(".csv") }).sorted() {
            guard let data = files[name] else { continue }
            do throws(ImportFileError) {
                let list = try LetterboxdListReader.read(data, file: name, maximumRows: remaining)
                remaining -= list.entries.count + 1
                lists.append(list)
            } catch .tooManyRows {
                // One count over every file: a list past what is left stops the import, as a diary would.
                throw .tooManyRows(maximum: maximumRows)
            } catch {
                refused.append(.init(place: .init(file: name, line: 1), reason: error.description))
            }
        }
        return ImportedFile(origin: .letterboxd, rows: rows, lists: lists, refused: refused)
    }

    static func columns(of kind: ImportRow.Kind) -> [String] {
        switch kind {
        case .diary: ["Watched Date"]
        case .review: ["Review"]
        case .rating: ["Rating"]
        case .watched, .watchlist, .like: []
        }
    }

    private func row(
        _ kind: ImportRow.Kind, _ table: CSVTable, _ cells: [String], _ place: ImportRow.Place
    ) throws(RowProblem) -> ImportRow {
        guard let title = table.value("Name", in: cells) else { throw RowProblem("the row has no film name") }
        let year = try RowProblem.year(table.value("Year", in: cells))
        var row = ImportRow(kind: kind, place: place, film: FilmHint(title: title, year: year))
        row.day = try RowProblem.day(table.value("Watched Date", in: cells))
        row.rating = try Self.rating(table.value("Rating", in: cells))
        row.isRewatch =
            table.value("Rewatch", in: cells).map { $0.lowercased() == "yes" } ?? (kind == .diary ? false : nil)
        row.review = table.value("Review", in: cells)
        row.logged = RowProblem.time(table.value("Date", in: cells), line: place.line)
        // "cinema, 35mm": Letterboxd writes a watch's tags apart by commas.
        row.tags = table.value("Tags", in: cells).map(Tag.texts(commaSeparated:)) ?? []
        if kind == .rating, row.rating == nil { throw RowProblem("the row has no rating") }
        return row
    }

    /// "4.5" stars: 9 of 10.
    static func rating(_ text: String?) throws(RowProblem) -> Int? {
        guard let text else { return nil }
        guard let stars = Double(text), stars.isFinite else { throw RowProblem("“\(text.prefix(20))” is not a rating") }
        guard stars <= 5 else {
            throw RowProblem("a rating of \(text.prefix(10)) stars is past the 5 Letterboxd gives")
        }
        guard stars >= 0.5, (stars * 2).rounded() == stars * 2 else {
            throw RowProblem("a rating of \(text.prefix(10)) stars is not a half star from 0.5 to 5")
        }
        return Int(stars * 2)
    }
}
