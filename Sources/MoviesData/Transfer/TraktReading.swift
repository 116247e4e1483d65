import Foundation
import MoviesDomain

/// What the files of Trakt's export add up to, read item by item (``TraktImportReader``).
struct TraktReading {
    /// One item of a file, decoded or not, with its place.
    struct Item {
        let place: ImportRow.Place
        let dto: Result<TraktItemDTO, TraktItemProblem>
    }

    var favourites: [Item] = []
    var listItems: [Int: [Item]] = [:]
    private var rows: [ImportRow] = []
    private var refused: [ImportedFile.Refusal] = []
    private var lists: [(list: TraktListDTO, place: ImportRow.Place)] = []
    /// The films of `watched-movies.json`: read once the history is, for those it has no play of.
    private var watched: [(hint: FilmHint, key: String, item: TraktItemDTO, place: ImportRow.Place)] = []
    private var played: Set<String> = []
    private var ratings: [String: Int] = [:]
    /// Items that are not films, by what they are (`episode`, `show`…), and the first shows' titles.
    private var skipped: [String: Int] = [:]
    private var skippedTitles: [String] = []

    /// Plays: each is a watch on the day of its `watched_at`, as Trakt wrote it (in UTC, unless the time
    /// carries its own offset).
    mutating func history(_ items: [Item]) {
        for item in items {
            guard let (dto, hint, key) = film(item) else { continue }
            guard let time = dto.watchedAt, let day = try? CalendarDay(String(time.prefix(10))) else {
                refuse(item.place, "the play has no time it was watched (watched_at)")
                continue
            }
            var row = ImportRow(kind: .diary, place: item.place, film: hint)
            row.day = day
            row.logged = ISO8601Time.date(time)
            row.source = .trakt
            rows.append(row)
            played.insert(key)
        }
    }

    /// The films watched with their last play: a watch on that day for a film the history has no play of
    /// (an export without its history, or a history trimmed since).
    mutating func watchedFilms(_ items: [Item]) {
        for item in items {
            guard let (dto, hint, key) = film(item) else { continue }
            watched.append((hint, key, dto, item.place))
        }
    }

    mutating func ratings(_ items: [Item]) {
        for item in items {
            guard let (dto, hint, key) = film(item) else { continue }
            guard let rating = dto.rating, WatchDetails.ratings.contains(rating) else {
                refuse(item.place, "the rating is not one from 1 to 10")
                continue
            }
            var row = ImportRow(kind: .rating, place: item.place, film: hint)
            row.rating = rating
            row.logged = dto.ratedAt.flatMap(ISO8601Time.date)
            rows.append(row)
            ratings[key] = rating
        }
    }

    /// The watchlist in its order (each item's rank), each film saved on the day it was listed.
    mutating func watchlist(_ items: [Item]) {
        for item in Self.ranked(items) {
            guard let (dto, hint, _) = film(item) else { continue }
            var row = ImportRow(kind: .watchlist, place: item.place, film: hint)
            row.logged = dto.listedAt.flatMap(ISO8601Time.date)
            rows.append(row)
        }
    }

    /// Comments on films, each a review with the rating its writer had given the film then (or gives it
    /// now); a reply to another's comment is not a review of the film.
    mutating func comments(_ items: [Item]) {
        for item in items {
            guard let (dto, hint, key) = film(item) else { continue }
            guard let comment = dto.comment, let text = comment.comment, !text.allSatisfy(\.isWhitespace) else {
                refuse(item.place, "the comment has no text")
                continue
            }
            if let parent = comment.parentID, parent != 0 {
                skipped["reply", default: 0] += 1
                continue
            }
            var row = ImportRow(kind: .review, place: item.place, film: hint)
            row.review = text
            row.hasSpoilers = comment.spoiler ?? false
            row.rating = comment.userRating ?? comment.userStats?.rating ?? ratings[key]
            row.logged = comment.createdAt.flatMap(ISO8601Time.date)
            rows.append(row)
        }
    }

    /// A file of shows', seasons' or episodes' items: counted.
    mutating func shows(_ items: [Item]) {
        for case .success(let dto) in items.lazy.map(\.dto) { skip(dto) }
    }

    mutating func lists(_ index: [Result<TraktListDTO, TraktItemProblem>]) {
        for (number, list) in index.enumerated() {
            let place = ImportRow.Place(file: "lists-lists.json", line: number + 1)
            switch list {
            case .success(let list): lists.append((list, place))
            case .failure: refuse(place, "the list is not one Trakt's export writes")
            }
        }
    }

    /// Everything read, as one file to import.
    mutating func file() -> ImportedFile {
        for film in watched where !played.contains(film.key) {
            var row = ImportRow(kind: .watched, place: film.place, film: film.hint)
            if let time = film.item.lastWatchedAt, let day = try? CalendarDay(String(time.prefix(10))) {
                (row.kind, row.day, row.logged, row.source) = (.diary, day, ISO8601Time.date(time), .trakt)
            }
            rows.append(row)
        }
        var imported: [ImportedList] = []
        var named: Set<Int> = []
        for (list, place) in lists {
            let id = list.ids?.trakt
            if let id { named.insert(id) }
            let title = list.name ?? list.ids?.slug ?? "Trakt list"
            imported += self.list(
                title, description: list.description, isRanked: list.displayNumbers ?? false,
                isPublic: list.privacy == "public", items: id.flatMap { listItems[$0] } ?? [], place: place)
        }
        for (id, items) in listItems.sorted(by: { $0.key < $1.key }) where !named.contains(id) {
            imported += list("Trakt list \(id)", items: items, place: items.first?.place)
        }
        if !favourites.isEmpty {
            imported += list("Favorites", isRanked: true, items: favourites, place: favourites.first?.place)
        }
        return ImportedFile(origin: .trakt, rows: rows, lists: imported, refused: refused, notes: notes)
    }

    private mutating func list(
        _ title: String, description: String? = nil, isRanked: Bool = false, isPublic: Bool = false,
        items: [Item], place: ImportRow.Place?
    ) -> [ImportedList] {
        let details: ListDetails
        do {
            details = try ListDetails(title: title, description: description, isRanked: isRanked, isPublic: isPublic)
        } catch {
            if let place { refuse(place, "the list “\(title.prefix(60))” is refused: \(error)") }
            return []
        }
        var entries: [ImportedList.Entry] = []
        for item in Self.ranked(items) {
            guard let (dto, hint, _) = film(item) else { continue }
            let note = dto.notes.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
            entries.append(ImportedList.Entry(film: hint, note: note, place: item.place))
        }
        return [ImportedList(details: details, entries: entries, place: place)]
    }

    /// "Not imported" said once: what was skipped as not a film.
    private var notes: [String] {
        let kinds: [(key: String, one: String, many: String)] = [
            ("episode", "an episode", "episodes"), ("show", "a show", "shows"), ("season", "a season", "seasons"),
            ("person", "a person", "people"), ("reply", "a reply to another's comment", "replies to others' comments"),
        ]
        let parts = kinds.compactMap { kind -> String? in
            guard let count = skipped[kind.key] else { return nil }
            return count == 1 ? kind.one : "\(count.formatted()) \(kind.many)"
        }
        guard !parts.isEmpty else { return [] }
        let listed =
            parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1] : parts[0]
        let titles =
            skippedTitles.isEmpty
            ? "" : " (\(skippedTitles.joined(separator: ", "))\(skippedTitles.count == 5 ? "…" : ""))"
        return ["\(listed)\(titles): this site keeps films"]
    }

    /// The film an item is about, or nil when it is not one (counted) or cannot be read (refused).
    private mutating func film(_ item: Item) -> (TraktItemDTO, FilmHint, String)? {
        guard case .success(let dto) = item.dto else {
            refuse(item.place, "the item is not one Trakt's export writes")
            return nil
        }
        guard dto.kind == "movie" else {
            if dto.kind == nil { refuse(item.place, "the item names no film") } else { skip(dto) }
            return nil
        }
        guard let movie = dto.movie, let hint = Self.hint(movie) else {
            refuse(item.place, "the item names no film")
            return nil
        }
        return (dto, hint, Self.key(movie, hint))
    }

    private mutating func skip(_ dto: TraktItemDTO) {
        let kind = dto.kind ?? "item"
        skipped[kind, default: 0] += 1
        if let title = dto.show?.title, skippedTitles.count < 5, !skippedTitles.contains(title) {
            skippedTitles.append(String(title.prefix(60)))
        }
    }

    private mutating func refuse(_ place: ImportRow.Place, _ reason: String) {
        refused.append(.init(place: place, reason: reason))
    }

    /// Items by their rank where they have one, in the file's order otherwise.
    static func ranked(_ items: [Item]) -> [Item] {
        items.enumerated().sorted { a, b in
            let rankA = (try? a.element.dto.get().rank) ?? nil
            let rankB = (try? b.element.dto.get().rank) ?? nil
            return (rankA ?? Int.max, a.offset) < (rankB ?? Int.max, b.offset)
        }.map(\.element)
    }

    /// The film as the item names it: its title (or, with none, its slug's words) and year, with its IMDb
    /// and TMDB ids where they are ids.
    static func hint(_ movie: TraktMediaDTO) -> FilmHint? {
        let year = movie.year.flatMap { (1870...2200).contains($0) ? $0 : nil }
        let imdb = movie.ids?.imdb.flatMap(FilmIdentifiers.imdb)
        let tmdb = movie.ids?.tmdb.flatMap { $0 > 0 ? $0 : nil }
        let title =
            movie.title.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : String($0.prefix(500)) }
            ?? movie.ids?.slug.map { slugWords($0, year: year) }
        guard let title = title ?? imdb else { return nil }
        return FilmHint(title: title, year: year, imdbID: imdb, tmdbID: tmdb)
    }

    /// `the-matrix-1999`: "the matrix".
    static func slugWords(_ slug: String, year: Int?) -> String {
        var words = slug.prefix(200).split(separator: "-").map(String.init)
        if let year, words.count > 1, words.last == String(year) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// What tells one film from another across the files: Trakt's own id where the item has it.
    static func key(_ movie: TraktMediaDTO, _ hint: FilmHint) -> String {
        if let id = movie.ids?.trakt { return "trakt:\(id)" }
        if let imdb = hint.imdbID { return imdb }
        if let tmdb = hint.tmdbID { return "tmdb:\(tmdb)" }
        return hint.choiceKey
    }
}
