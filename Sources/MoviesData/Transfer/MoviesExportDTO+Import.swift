import Foundation
import MoviesDomain

extension MoviesExportDTO {
    /// The rows this export makes in an import: its watches as diary rows (with their own rewatch, like
    /// and time), its reviews and its saved films. Its ratings are what the watches and reviews give: they
    /// are there for other programs, and read again from those.
    func importedFile() -> ImportedFile {
        var rows: [ImportRow] = []
        var refused: [ImportedFile.Refusal] = []
        let carried = Dictionary((addedFilms ?? []).map { ($0.id, $0) }) { first, _ in first }
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        func hint(_ film: Film) -> FilmHint { film.hint(carrying: carried[film.id]?.facts(thisYear: thisYear)) }
        func add(_ kind: ImportRow.Kind, _ index: Int, _ film: Film, _ fill: (inout ImportRow) throws -> Void) {
            let place = ImportRow.Place(file: "movies.json, \(kind.rawValue)", line: index + 1)
            var row = ImportRow(kind: kind, place: place, film: hint(film))
            do {
                try fill(&row)
                rows.append(row)
            } catch {
                refused.append(.init(place: place, reason: (error as? RowProblem)?.reason ?? "\(error)"))
            }
        }
        for (index, watch) in watches.enumerated() {
            add(.diary, index, watch.film) { row in
                row.day = try RowProblem.day(watch.day)
                row.rating = try Self.rating(watch.rating)
                row.isRewatch = watch.rewatch
                row.isLiked = watch.liked
                row.logged = watch.logged
                row.likedAt = watch.likedAt
                row.source = watch.source.flatMap(WatchSource.init)
                row.tags = watch.tags ?? []
                row.watchID = watch.id
            }
        }
        for (index, review) in reviews.enumerated() {
            add(.review, index, review.film) { row in
                row.day = try RowProblem.day(review.day)
                row.watchID = review.watch
                row.rating = try Self.rating(review.rating)
                row.review = review.text
                row.hasSpoilers = review.spoilers
                row.logged = review.written
            }
        }
        for (index, saved) in saved.enumerated() {
            add(.watchlist, index, saved.film) { row in row.logged = saved.saved }
        }
        var imported: [ImportedList] = []
        for (index, list) in (lists ?? []).enumerated() {
            let place = ImportRow.Place(file: "movies.json, lists", line: index + 1)
            let details: ListDetails
            do {
                details = try ListDetails(
                    title: list.title, description: list.description, isRanked: list.ranked, isPublic: list.public)
            } catch {
                refused.append(.init(place: place, reason: "the list is refused: \(error)"))
                continue
            }
            let entries = list.films.sorted { $0.position < $1.position }.map { entry in
                ImportedList.Entry(
                    film: hint(entry.film), note: entry.note,
                    place: .init(file: "movies.json, list “\(details.title)”", line: entry.position))
            }
            imported.append(ImportedList(details: details, entries: entries, place: place, slug: list.slug))
        }
        return ImportedFile(
            origin: .movies, rows: rows, lists: imported, refused: refused, favourites: (favourites ?? []).map(hint))
    }

    static func rating(_ rating: Int?) throws(RowProblem) -> Int? {
        guard let rating else { return nil }
        guard WatchDetails.ratings.contains(rating) else {
            throw RowProblem("a rating of \(rating) is not from 1 to 10")
        }
        return rating
    }
}

extension MoviesExportDTO.Film {
    /// The film as the import looks for it. A film a member added where the export was made is looked for
    /// by what the export carries of it (its ids, its title and year), never by its number there (from
    /// 1,000,000,001 up, far past TMDB's, on either source), which here may be another film's; the facts go with it, for the member to add it here should none be it.
    func hint(carrying facts: FilmFacts?) -> FilmHint {
        let reference = try? FilmReference(id)
        let added = reference.map { Int($0.movieID.rawValue) ?? 0 >= AddedFilmRecord.firstID }
        guard facts != nil || added == true else {
            return FilmHint(title: title, year: year, imdbID: imdbID, reference: reference)
        }
        return FilmHint(title: title, year: year, imdbID: imdbID ?? facts?.identifiers.imdb, facts: facts)
    }
}
