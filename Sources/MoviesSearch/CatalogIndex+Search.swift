extension CatalogIndex {
    /// One page of a title search, in catalog ids.
    public struct TitleResults: Sendable, Equatable {
        public let movieIDs: [Int]
        /// How many films match in all.
        public let total: Int
        /// The words searched for instead of those typed, when a slip was read (`godfahter`).
        public let searchedFor: [String]?

        init(_ page: (movieIDs: [Int], total: Int), searchedFor: [String]? = nil) {
            movieIDs = page.movieIDs
            total = page.total
            self.searchedFor = searchedFor
        }
    }

    /// The words as typed; when they find nothing, the words spaced as a title has them (`lionking`,
    /// `bat man`), a year among them as the release year of the rest (`king kong 1976`), the start of a
    /// year being typed (`king kong 19`: the rest, that decade's or century's first), and the words a slip
    /// most likely meant (`godfahter`), then a year and a slip both.
    public func search(_ words: [String], thisYear: Int, limit: Int, offset: Int) -> TitleResults {
        let typed = titles.search(words, limit: limit, offset: offset)
        guard typed.total == 0 else { return TitleResults(typed) }
        if let respaced = titles.respacing(of: words) {
            return TitleResults(titles.search(respaced, limit: limit, offset: offset), searchedFor: respaced)
        }
        if let (year, rest) = Self.year(in: words, thisYear: thisYear) {
            let found = search(rest, releasedIn: year, limit: limit, offset: offset)
            if found.total > 0 { return TitleResults(found) }
            if let spelled = titles.correction(for: rest) {
                let meant = search(spelled, releasedIn: year, limit: limit, offset: offset)
                return TitleResults(meant, searchedFor: spelled + [String(year)])
            }
        }
        if let (start, rest) = Self.yearStart(in: words, thisYear: thisYear) {
            let found = search(rest, releasedIn: { String($0).hasPrefix(start) }, limit: limit, offset: offset)
            if found.total > 0 { return TitleResults(found) }
        }
        guard let corrected = titles.correction(for: words) else { return TitleResults(typed) }
        return TitleResults(titles.search(corrected, limit: limit, offset: offset), searchedFor: corrected)
    }

    /// Words to suggest when `words` find nothing, even read with a slip: see ``TitleIndex/suggestion(for:)``.
    public func suggestion(for words: [String]) -> [String]? {
        titles.suggestion(for: words)
    }
}
