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

        init(_ page: IndexesSearch.Page, searchedFor: [String]? = nil, suggestion: [String]? = nil) {
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
    /// suggest. The films of `added` (those members added) are searched beside this index's, each one
    /// step below the catalog's films that hold the query as well; a slip or a spacing is read in this index first, then in theirs in turn.
    public func search(
        _ words: [String], beside added: [CatalogIndex] = [], thisYear: Int, limit: Int, offset: Int
    ) -> TitleResults {
        var search = IndexesSearch([self] + added.filter { $0.titles.filmCount > 0 }, limit: limit, offset: offset)
        let typed = search.page(words) { search, index in
            search.indexes[index].titles.matchesWithJoins(words, prefixes: &search.prefixes[index])
        }
        guard typed.total == 0 else { return TitleResults(typed) }
        if let respaced = search.first({ titles, prefixes, _ in titles.respacing(of: words, prefixes: &prefixes) }) {
            let page = search.page(respaced.words) { search, index in
                search.indexes[index].titles.matches(respaced.words, prefixes: &search.prefixes[index])
            }
            return TitleResults(page, searchedFor: respaced.words)
        }
        if let (year, rest) = Self.year(in: words, thisYear: thisYear) {
            let found = search.page(rest) { $0 == year }
            if found.total > 0 { return TitleResults(found) }
            if let spelled = search.first({ $0.correction(for: rest, near: &$2, prefixes: &$1) }) {
                let meant = search.page(spelled) { $0 == year }
                let suggestion = meant.total == 0 ? search.suggestion(for: words) : nil
                return TitleResults(meant, searchedFor: spelled + [String(year)], suggestion: suggestion)
            }
        }
        if let (start, rest) = Self.yearStart(in: words, thisYear: thisYear) {
            let found = search.page(rest) { String($0).hasPrefix(start) }
            if found.total > 0 { return TitleResults(found) }
        }
        if let corrected = search.first({ $0.correction(for: words, near: &$2, prefixes: &$1) }) {
            let found = search.page(corrected) { search, index in
                search.indexes[index].titles.matches(corrected, prefixes: &search.prefixes[index])
            }
            if found.total > 0 { return TitleResults(found, searchedFor: corrected) }
        }
        return TitleResults(typed, suggestion: search.suggestion(for: words))
    }
}

extension IndexesSearch {
    /// Words to suggest for `words` when nothing is found, from the first index that has some.
    mutating func suggestion(for words: [String]) -> [String]? {
        first { $0.suggestion(for: words, near: &$2, prefixes: &$1) }
    }
}
