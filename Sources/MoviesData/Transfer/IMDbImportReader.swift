import Foundation
import MoviesDomain

/// IMDb's CSV exports: ratings (`Const`, `Your Rating`, `Date Rated`, `Title`, `Year`, `Title Type`, …) and
/// the watchlist (the same without a rating). Films are found by their IMDb id first. Series, episodes and
/// games are not films: refused by name.
struct IMDbImportReader {
    let data: Data
    let file: String
    let maximumRows: Int

    static func recognises(_ table: CSVTable) -> Bool { table.has("Const") }

    static let films: Set<String> = ["movie", "tvmovie", "tv movie", "video", "short", "tvshort", "tv short"]

    func read() throws(ImportFileError) -> ImportedFile {
        let header = CSVTable(header: try CSVReader.firstRow(data, file: file), file: file)
        try header.require(["Const", "Title"])
        let kind: ImportRow.Kind = header.has("Your Rating") ? .rating : .watchlist
        var rows: [ImportRow] = []
        rows.reserveCapacity(min(maximumRows, CSVReader.rowBound(data)))
        var refused: [ImportedFile.Refusal] = []
        try CSVReader.forEachRow(data, file: file, maximumRows: maximumRows) { table, line, cells in
            let place = ImportRow.Place(file: table.file, line: line)
            do throws(RowProblem) {
                guard let title = table.value("Title", in: cells) else { throw RowProblem("the row has no title") }
                if let type = table.value("Title Type", in: cells), !Self.films.contains(type.lowercased()) {
                    throw RowProblem("“\(title.prefix(60))” is a \(type.prefix(20)), not a film")
                }
                let id = table.value("Const", in: cells).flatMap { $0.hasPrefix("tt") ? $0 : nil }
                let film = FilmHint(title: title, year: try RowProblem.year(table.value("Year", in: cells)), imdbID: id)
                var row = ImportRow(kind: kind, place: place, film: film)
                row.logged = RowProblem.time(
                    table.value(kind == .rating ? "Date Rated" : "Created", in: cells), line: line)
                if kind == .rating {
                    guard let text = table.value("Your Rating", in: cells), let rating = Int(text),
                        WatchDetails.ratings.contains(rating)
                    else { throw RowProblem("the rating is not one from 1 to 10") }
                    row.rating = rating
                }
                rows.append(row)
            } catch {
                refused.append(.init(place: place, reason: error.reason))
            }
        }
        return ImportedFile(origin: .imdb, rows: rows, refused: refused)
    }
}
