import MoviesDomain

/// What Letterboxd's import reads (letterboxd.com/import): one row a watch, with its rating and its review,
/// and the saved films as a watchlist of their own.
enum LetterboxdExportCSV {
    static let diaryHeader = ["Title", "Year", "imdbID", "WatchedDate", "Rating10", "Rewatch", "Tags", "Review"]
    static let watchlistHeader = ["Title", "Year", "imdbID"]

    static func diary(of export: AccountExport) -> String {
        var csv = CSVWriter(header: diaryHeader)
        for watch in export.watches {
            let film = watch.film.reference
            csv.append([
                watch.film.title, year(watch.film.year), export.imdbIDs[film] ?? "",
                watch.details.day?.description ?? "", watch.details.rating.map(String.init) ?? "",
                watch.details.isRewatch ? "Yes" : "No", watch.details.tags.map(\.text).joined(separator: ", "),
                watch.review?.text ?? "",
            ])
        }
        return csv.text
    }

    static func watchlist(of export: AccountExport) -> String {
        var csv = CSVWriter(header: watchlistHeader)
        for saved in export.saved {
            csv.append([saved.movie.title, year(saved.movie.releaseDate.year), export.imdbIDs[saved.film] ?? ""])
        }
        return csv.text
    }

    private static func year(_ year: Int?) -> String { year.map(String.init) ?? "" }
}
