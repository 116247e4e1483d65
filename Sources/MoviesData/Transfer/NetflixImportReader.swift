import Foundation
import MoviesDomain

/// Netflix's viewing activity (`NetflixViewingHistory.csv`: `Title`, `Date`): a title and the day it was
/// watched, no year and no id. Episodes are counted and skipped; a film is matched only where one film
/// alone has its title. The days are written as the account's country writes them, so their order is read
/// from the file: a day past 12 tells it, and a file that could be read either way asks (``DayOrder``).
struct NetflixImportReader {
    let data: Data
    let file: String
    let maximumRows: Int
    let dayOrder: DayOrder?

    static func recognises(_ table: CSVTable) -> Bool { table.has("Title") && table.has("Date") && !table.has("Name") }

    func read() throws(ImportFileError) -> ImportedFile {
        var lines: [(place: ImportRow.Place, title: String?, date: String?)] = []
        try CSVReader.forEachRow(data, file: file, maximumRows: maximumRows) { table, line, cells in
            lines.append(
                (.init(file: table.file, line: line), table.value("Title", in: cells), table.value("Date", in: cells)))
        }
        let dates = NetflixDates(lines.compactMap(\.date))
        let order = try dates.order(told: dayOrder, file: file)
        var rows: [ImportRow] = []
        var refused: [ImportedFile.Refusal] = []
        var episodes = 0
        var shows: [String] = []
        for line in lines {
            guard let title = line.title else {
                refused.append(.init(place: line.place, reason: "the row has no title"))
                continue
            }
            if let show = NetflixTitle(text: title).show {
                episodes += 1
                if !shows.contains(show) { shows.append(show) }
                continue
            }
            guard let text = line.date, let day = NetflixDates.day(text, order: order) else {
                refused.append(.init(place: line.place, reason: "“\((line.date ?? "").prefix(20))” is not a day"))
                continue
            }
            var row = ImportRow(
                kind: .diary, place: line.place, film: FilmHint(title: String(title.prefix(500)), year: nil))
            row.day = day
            row.source = .netflix
            rows.append(row)
        }
        var notes: [String] = []
        if episodes > 0 {
            let named = shows.prefix(5).joined(separator: ", ") + (shows.count > 5 ? "…" : "")
            let counted = episodes == 1 ? "an episode" : "\(episodes.formatted()) episodes"
            let of = shows.count == 1 ? "a show" : "\(shows.count.formatted()) shows"
            notes.append("\(counted) of \(of) (\(named)): this site keeps films")
        }
        var read = ImportedFile(origin: .netflix, rows: rows, refused: refused, notes: notes)
        read.dayOrder = order
        return read
    }
}
