import Foundation
import MoviesDomain

/// One of Letterboxd's `lists/*.csv`: a line naming the export, the list's own row (Date, Name, Tags, URL,
/// Description), then its films (Position, Name, Year, URL, Description). The file says neither whether the
/// list is ranked nor whether it is public: it comes in unranked, in its order, and private.
enum LetterboxdListReader {
    static func read(_ data: Data, file: String, maximumRows: Int) throws(ImportFileError) -> ImportedList {
        let rows = try CSVReader.numberedRows(data, file: file, maximumRows: maximumRows)
        guard let listHeader = rows.firstIndex(where: { $0.cells.contains("Name") && $0.cells.contains("Date") }),
            let filmsHeader = rows.firstIndex(where: { $0.cells.contains("Name") && $0.cells.contains("Year") }),
            listHeader + 1 < rows.count
        else { throw .missingColumns(file: file, ["Name", "Year"]) }
        let list = CSVTable(numbered: [rows[listHeader], rows[listHeader + 1]], file: file)
        let title = list.rows.first.flatMap { list.value("Name", in: $0.cells) } ?? file
        let description = list.rows.first.flatMap { list.value("Description", in: $0.cells) }
        let place = ImportRow.Place(file: file, line: rows[listHeader + 1].line)
        let details: ListDetails
        do {
            details = try ListDetails(title: title, description: description)
        } catch {
            throw .unreadable(file: file, reason: "its list is refused: \(error)")
        }
        let films = CSVTable(numbered: Array(rows[filmsHeader...]), file: file)
        let entries = films.rows.compactMap { line, cells -> ImportedList.Entry? in
            guard let name = films.value("Name", in: cells) else { return nil }
            let year = films.value("Year", in: cells).flatMap(Int.init)
            let note = films.value("Description", in: cells)
            return ImportedList.Entry(
                film: FilmHint(title: name, year: year), note: note,
                place: .init(file: file, line: line))
        }
        return ImportedList(details: details, entries: entries, place: place)
    }
}
