/// What one file of Trakt's export holds, told by its name. The export is a zip of JSON files named after
/// the API's endpoints (`watched-history.json`, `ratings-movies.json`, `lists-watchlist.json`,
/// `lists-list-4242-rewatch-soon.json`…), a long one split into pages (`watched-history-2.json`); older
/// exports kept them in folders (`watched/history-1.json`, `lists/watchlist.json`).
enum TraktExportFile: Equatable {
    /// Every play: `watched-history`.
    case history
    /// The films watched, each with its count of plays and its last: `watched-movies`.
    case watchedFilms
    case filmRatings
    case watchlist
    case favourites
    /// The member's lists (or those they collaborate on), whose items are each in a file of their own.
    case listIndex
    /// A list's items: `lists-list-{trakt id}-{slug}`.
    case listItems(listID: Int)
    case filmComments
    /// Shows', seasons' and episodes' files: counted, not read.
    case shows

    /// The part `name` (a path in the export) is, or nil for a file that is not read (`user-profile.json`).
    init?(path name: String) {
        let file = name.lowercased().split(separator: "/").last.map(String.init) ?? ""
        guard file.hasSuffix(".json") else { return nil }
        let stem = String(file.dropLast(5))
        func paged(_ bases: String...) -> Bool {
            bases.contains { base in
                stem == base || (stem.hasPrefix(base + "-") && stem.dropFirst(base.count + 1).allSatisfy(\.isNumber))
            }
        }
        if paged("watched-history", "history") {
            self = .history
        } else if paged("watched-movies") {
            self = .watchedFilms
        } else if paged("ratings-movies") {
            self = .filmRatings
        } else if paged("lists-watchlist", "watchlist") {
            self = .watchlist
        } else if paged("lists-favorites", "favorites") {
            self = .favourites
        } else if paged("lists-lists", "lists-collaborations") {
            self = .listIndex
        } else if stem.hasPrefix("lists-list-"),
            let id = Int(stem.dropFirst("lists-list-".count).prefix { $0.isNumber }.prefix(12))
        {
            self = .listItems(listID: id)
        } else if paged("comments-movies") {
            self = .filmComments
        } else if paged(
            "watched-shows", "ratings-shows", "ratings-seasons", "ratings-episodes", "comments-shows",
            "comments-seasons", "comments-episodes")
        {
            self = .shows
        } else {
            return nil
        }
    }

    /// The page's number: 0 for a file that is not split, so pages are read in their order.
    static func page(of name: String) -> Int {
        let stem = (name.split(separator: "/").last.map(String.init) ?? name).dropLast(5)
        return Int(stem.reversed().prefix { $0.isNumber }.reversed().map(String.init).joined().prefix(9)) ?? 0
    }
}
