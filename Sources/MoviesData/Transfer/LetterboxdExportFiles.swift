import Foundation
import MoviesDomain

/// The account in Letterboxd's own export layout (what Settings → Data gives there), so a person can go
/// back, or keep their history in the shape other programs read: `diary.csv` (the dated watches),
/// `reviews.csv`, `ratings.csv` (one a film), `watched.csv` and `likes/films.csv` (one a film),
/// `watchlist.csv` (the saved films) and `lists/*.csv`. Ratings are half stars; `Date` is the day a row was
/// logged, written or saved; `Letterboxd URI` is left empty, as this site has none.
enum LetterboxdExportFiles {
    static func files(of export: AccountExport) -> [(path: String, text: String)] {
        var files = [
            ("diary.csv", diary(export)), ("reviews.csv", reviews(export)), ("ratings.csv", ratings(export)),
            ("watched.csv", films(export, of: export.watches)),
            ("likes/films.csv", films(export, of: export.watches.filter(\.details.isLiked)) { $0.liked ?? $0.logged }),
            ("watchlist.csv", watchlist(export)),
        ]
        var slugs: Set<String> = []
        for list in export.lists where slugs.insert(list.list.slug).inserted {
            files.append(("lists/\(list.list.slug).csv", self.list(list, export)))
        }
        return files
    }

    private static func diary(_ export: AccountExport) -> String {
        var csv = CSVWriter(header: [
            "Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Tags", "Watched Date",
        ])
        for watch in export.watches.reversed() {
            guard let day = watch.details.day else { continue }
            csv.append(
                film(watch.film.title, watch.film.year, logged: watch.logged) + [
                    stars(watch.details.rating), watch.details.isRewatch ? "Yes" : "", tags(watch), day.description,
                ])
        }
        return csv.text
    }

    private static func reviews(_ export: AccountExport) -> String {
        var csv = CSVWriter(header: [
            "Date", "Name", "Year", "Letterboxd URI", "Rating", "Rewatch", "Review", "Tags", "Watched Date",
        ])
        for watch in export.watches.reversed() {
            guard let review = watch.review else { continue }
            csv.append(
                film(watch.film.title, watch.film.year, logged: review.written) + [
                    stars(watch.details.rating), watch.details.isRewatch ? "Yes" : "", review.text ?? "", tags(watch),
                    watch.details.day?.description ?? "",
                ])
        }
        return csv.text
    }

    /// The member's one rating of each film, dated by the latest watch that rates it.
    private static func ratings(_ export: AccountExport) -> String {
        var csv = CSVWriter(header: ["Date", "Name", "Year", "Letterboxd URI", "Rating"])
        var seen: Set<FilmReference> = []
        for watch in export.watches where watch.details.rating != nil {
            let reference = watch.film.reference
            guard let rating = export.ratings[reference], seen.insert(reference).inserted else { continue }
            csv.append(film(watch.film.title, watch.film.year, logged: watch.logged) + [stars(rating)])
        }
        return csv.text
    }

    /// Each film of `watches` once, dated by its first: when it was logged, or what `dated` says (a like's
    /// own time).
    private static func films(
        _ export: AccountExport, of watches: [Watch], dated: (Watch) -> Date = \.logged
    ) -> String {
        var csv = CSVWriter(header: ["Date", "Name", "Year", "Letterboxd URI"])
        var seen: Set<FilmReference> = []
        for watch in watches.reversed() where seen.insert(watch.film.reference).inserted {
            csv.append(film(watch.film.title, watch.film.year, logged: dated(watch)))
        }
        return csv.text
    }

    private static func watchlist(_ export: AccountExport) -> String {
        var csv = CSVWriter(header: ["Date", "Name", "Year", "Letterboxd URI"])
        for saved in export.saved {
            csv.append(film(saved.movie.title, saved.movie.releaseDate.year, logged: saved.savedAt))
        }
        return csv.text
    }

    private static func list(_ exported: ExportedList, _ export: AccountExport) -> String {
        let details = exported.list.details
        var head = CSVWriter(header: ["Date", "Name", "Tags", "URL", "Description"])
        head.append([day(exported.list.created), details.title, "", "", details.description ?? ""])
        var films = CSVWriter(header: ["Position", "Name", "Year", "URL", "Description"])
        for entry in exported.entries {
            films.append([
                String(entry.position), entry.film.title, entry.film.year.map(String.init) ?? "", "", entry.note ?? "",
            ])
        }
        return "Letterboxd list export v7\r\n" + head.text + "\r\n" + films.text
    }

    private static func film(_ title: String, _ year: Int?, logged: Date) -> [String] {
        [day(logged), title, year.map(String.init) ?? "", ""]
    }

    private static func day(_ date: Date) -> String { CalendarDay(date, in: .gmt).description }

    private static func tags(_ watch: Watch) -> String { watch.details.tags.map(\.text).joined(separator: ", ") }

    /// 7 of 10: "3.5".
    private static func stars(_ rating: Int?) -> String {
        guard let rating else { return "" }
        return rating.isMultiple(of: 2) ? String(rating / 2) : "\(rating / 2).5"
    }
}
