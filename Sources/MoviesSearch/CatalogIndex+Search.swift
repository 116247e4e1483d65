extension CatalogIndex {
    /// One page of a title search, in catalog ids.
    public struct TitleResults: Sendable, Equatable {
        public let movieIDs: [Int]
        /// How many films match in all.
        public let total: Int
        /// The words searched for instead of those typed, when a slip was read (`godfahter`).
        public let searchedFor: [String]?
        /// When nothing is found: words to suggest, see ``TitleIndex/suggestion(for:near:)``.
        public let suggestion: [String]?

        init(_ page: (movieIDs: [Int], total: Int), searchedFor: [String]? = nil, suggestion: [String]? = nil) {
            movieIDs = page.movieIDs
            total = page.total
            self.searchedFor = searchedFor
            self.suggestion = suggestion
        }
    }

    /// The words as typed (and run together where a title has them so, `sky fall`); when they find nothing, the words spaced as a title has them (`lionking`,
    /// `bat man`), a year among them as the release year of the rest (`king kong 1976`), the start of a
    /// year being typed (`king kong 19`: the rest, that decade's or century's first), and the words a slip
    /// most likely meant (`godfahter`), then a year and a slip both. When all find nothing, words to
    /// suggest.
    public func search(_ words: [String], thisYear: Int, limit: Int, offset: Int) -> TitleResults {
        // The last word's films as a prefix are a union of lists: read once for every reading of the query.
        var prefixes = TitleIndex.PrefixFilms(titles)
        let matches = titles.matchesWithJoins(words, prefixes: &prefixes)
        let typed = titles.search(words, matching: matches, limit: limit, offset: offset)
        guard typed.total == 0 else { return TitleResults(typed) }
        // The words near each typed one, read once for the slips and for the suggestion.
        var near = NearWords(titles.anywhere.words)
        if let respaced = titles.respacing(of: words, prefixes: &prefixes) {
            let page = titles.search(respaced.words, matching: respaced.matches, limit: limit, offset: offset)
            return TitleResults(page, searchedFor: respaced.words)
        }
        if let (year, rest) = Self.year(in: words, thisYear: thisYear) {
            let found = search(rest, releasedIn: year, limit: limit, offset: offset)
            if found.total > 0 { return TitleResults(found) }
            if let spelled = titles.correction(for: rest, near: &near, prefixes: &prefixes) {
                let meant = search(spelled, releasedIn: year, limit: limit, offset: offset)
                let suggestion =
                    meant.total == 0 ? titles.suggestion(for: words, near: &near, prefixes: &prefixes) : nil
                return TitleResults(meant, searchedFor: spelled + [String(year)], suggestion: suggestion)
            }
        }
        if let (start, rest) = Self.yearStart(in: words, thisYear: thisYear) {
            let found = search(rest, releasedIn: { String($0).hasPrefix(start) }, limit: limit, offset: offset)
            if found.total > 0 { return TitleResults(found) }
        }
        if let corrected = titles.correction(for: words, near: &near, prefixes: &prefixes) {
            let found = titles.search(corrected, limit: limit, offset: offset)
            if found.total > 0 { return TitleResults(found, searchedFor: corrected) }
        }
        return TitleResults(typed, suggestion: titles.suggestion(for: words, near: &near, prefixes: &prefixes))
    }
}
