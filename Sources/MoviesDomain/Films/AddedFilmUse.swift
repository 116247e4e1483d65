/// What of members' names a film: how many watches, reviews, list entries, favourites and saved films.
public struct AddedFilmUse: Sendable, Hashable, CustomStringConvertible {
    public var watches = 0
    public var reviews = 0
    public var listEntries = 0
    public var favourites = 0
    public var saved = 0

    public init(watches: Int = 0, reviews: Int = 0, listEntries: Int = 0, favourites: Int = 0, saved: Int = 0) {
        (self.watches, self.reviews, self.listEntries) = (watches, reviews, listEntries)
        (self.favourites, self.saved) = (favourites, saved)
    }

    public var isEmpty: Bool { self == AddedFilmUse() }

    /// "2 watches and 1 list entry".
    public var description: String {
        let parts = [
            (watches, "watch", "watches"), (reviews, "review", "reviews"), (listEntries, "list entry", "list entries"),
            (favourites, "favourite", "favourites"), (saved, "saved film", "saved films"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
        guard let last = parts.last else { return "nothing" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
