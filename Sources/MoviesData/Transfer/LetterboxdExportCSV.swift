import MoviesDomain

/// What Letterboxd's import reads (letterboxd.com/import): one row a watch, with the member's review on the
/// latest watch of its film, a row of no day for a film rated or reviewed but never logged, and the saved
/// films as a watchlist of their own.
enum LetterboxdExportCSV {
    static let diaryHeader = ["Title", "Year", "imdbID", "WatchedDate", "Rating10", "Rewatch", "Review"]
    static let watchlistHeader = ["Title", "Year", "imdbID"]

    static func diary(of export: AccountExport) -> String {
        var csv = CSVWriter(header: diaryHeader)
        var reviews = Dictionary(export.reviews.map { ($0.film.reference, $0) }) { first, _ in first }
        for watch in export.watches {
            let film = watch.film.reference
            let review = reviews.removeValue(forKey: film)
            csv.append([
                watch.film.title, year(watch.film.year), export.imdbIDs[film] ?? "",
                watch.details.day?.description ?? "", watch.details.rating.map(String.init) ?? "",
                watch.details.isRewatch ? "Yes" : "No", review?.content.text ?? "",
            ])
        }
        for review in export.reviews where reviews[review.film.reference] != nil {
            csv.append([
                review.film.title, year(review.film.year), export.imdbIDs[review.film.reference] ?? "", "",
                String(review.content.rating), "No", review.content.text ?? "",
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
