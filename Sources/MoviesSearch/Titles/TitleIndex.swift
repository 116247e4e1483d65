/// Every catalog title as words, built when the catalog is imported and kept in memory to search.
///
/// A film is known here by its popularity position (0 is the most reviewed), so every list of films is
/// sorted best first and intersecting lists keeps that order. Words are ``SearchText`` words; short
/// prefixes (up to ``shortPrefixLength`` characters) have lists of their own, longer ones are the union
/// of the words they start.
struct TitleIndex: Sendable {
    typealias Film = UInt32

    static let shortPrefixLength = 3

    /// The catalog id of each film.
    let movieIDs: [Int64]
    /// Each film's folded title (its words joined by spaces), for ranking.
    let titles: FoldedTitles
    /// Films by any word of their title, and by its first word (article aside).
    let anywhere: Postings
    let first: Postings
    /// Films whose title (article aside) is one word, by that word: the few that can be a one-word
    /// query exactly, or with its word completed (`love`: *Love*, *Lovelace*).
    let solo: TermTable
    /// The films by their whole title's letters (worked out when the index is made, not stored).
    let exact: ExactTitles

    var filmCount: Int { movieIDs.count }

    init(movieIDs: [Int64], titles: FoldedTitles, anywhere: Postings, first: Postings, solo: TermTable) {
        (self.movieIDs, self.titles, self.solo) = (movieIDs, titles, solo)
        exact = ExactTitles(titles)
        // Every query meets the lists of its words, and of its first word as a title's: the longest are
        // kept as bits too.
        var (anywhere, first) = (anywhere, first)
        anywhere.keepLongListsAsBits(filmCount: movieIDs.count)
        first.keepLongListsAsBits(filmCount: movieIDs.count)
        (self.anywhere, self.first) = (anywhere, first)
    }

    static let empty = TitleIndex(
        movieIDs: [], titles: FoldedTitles(), anywhere: Postings(), first: Postings(), solo: TermTable([:]))
}

/// Films by word and by short prefix.
struct Postings: Sendable {
    var words = TermTable([:])
    var shortPrefixes = TermTable([:])

    mutating func keepLongListsAsBits(filmCount: Int) {
        words.keepLongListsAsBits(filmCount: filmCount)
        shortPrefixes.keepLongListsAsBits(filmCount: filmCount)
    }

    /// The films with a word that is `term`.
    func films(withWord term: String) -> ArraySlice<TitleIndex.Film> {
        words.films(for: term)
    }

    /// The films with a word that starts with `prefix`.
    func films(withPrefix prefix: String, filmCount: Int) -> ArraySlice<TitleIndex.Film> {
        list(withPrefix: prefix, filmCount: filmCount).films
    }

    /// ``films(withPrefix:filmCount:)``, as bits too when the list is long.
    func list(withPrefix prefix: String, filmCount: Int) -> FilmList {
        if prefix.unicodeScalars.count <= TitleIndex.shortPrefixLength {
            return shortPrefixes.list(for: prefix)
        }
        return FilmSet.unionList(words.lists(startingWith: prefix), filmCount: filmCount)
    }
}
