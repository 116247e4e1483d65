extension TitleIndex {
    /// Typos forgiven in a word of this many letters: one edit (an insertion, deletion, substitution, or
    /// swap of neighbours) from 5 letters, two from 9; none in a shorter word.
    static func typosForgiven(inWordOf letters: Int) -> Int {
        letters >= 9 ? 2 : letters >= 5 ? 1 : 0
    }

    /// For a search whose words as typed find nothing: the words a slip of the keyboard most likely meant
    /// (`godfahter`: `godfather`; `forest gump`: `forrest gump`, a real word replaced by its neighbour),
    /// with the fewest edits in all that find films, and among those the one whose best match is the best
    /// known. The last word may be a prefix with a typo (`jurasic pa`). Nil when nothing near finds films.
    func correction(for words: [String]) -> [String]? {
        // Words of a title, not a paste of text: a longer query is not worth the looks through every word.
        guard (1...5).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else { return nil }
        // Slips in more words than a person makes in one title are noise: not worth the looks either.
        let unknown = words.enumerated().count { position, word in
            films(typed: word, isLast: position == words.count - 1).isEmpty
        }
        guard unknown <= TermTable.slipsForgiven else { return nil }
        let choices = words.enumerated().map { position, word in
            spellings(of: word, isLast: position == words.count - 1)
        }
        var best: (edits: Int, film: Film, words: [String])?
        var tried = 0
        for combination in Self.combinations(of: choices) where combination.edits > 0 {
            if let best, combination.edits > best.edits { break }
            tried += 1
            if tried > Self.maximumCombinations { break }
            guard let film = matches(combination.words).first else { continue }
            if best == nil || film < best!.film { best = (combination.edits, film, combination.words) }
        }
        return best?.words
    }

    /// At most this many spellings of a query are tried.
    static let maximumCombinations = 200
    /// Of the neighbours of one word, the ones in most titles are tried.
    static let neighboursTried = 4

    /// `word` itself where titles have it, and the title words within the typos forgiven, fewest edits
    /// first and then by how many titles have them; for the last word, also the words it begins with a typo.
    /// `edits` is a cost: 2 for each edit, and 1 more for a word the typed one only begins.
    private func spellings(of word: String, isLast: Bool) -> [(word: String, edits: Int)] {
        let found = films(typed: word, isLast: isLast)
        let spellings: [(word: String, edits: Int)] = found.isEmpty ? [] : [(word, 0)]
        let limit = Self.typosForgiven(inWordOf: word.unicodeScalars.count)
        guard limit > 0 else { return spellings }
        // The word typed so far, with a slip, as the start of a longer word is less surely what was meant
        // than a word it spells, so on a tie (`frago`: Fargo, or Dragon…) the whole word wins.
        let near = anywhere.words.neighbours(of: word, within: limit, completing: isLast)
            .filter { $0.key != word }
            .map { (word: $0.key, edits: $0.edits * 2 + ($0.completes ? 1 : 0), films: $0.films) }
            .sorted { ($0.edits, -$0.films) < ($1.edits, -$1.films) }
        return spellings + near.prefix(Self.neighboursTried).map { ($0.word, $0.edits) }
    }

    /// Every choice of one spelling per word, fewest edits in all first.
    private static func combinations(of choices: [[(word: String, edits: Int)]]) -> [(words: [String], edits: Int)] {
        var combinations: [(words: [String], edits: Int)] = [([], 0)]
        for options in choices {
            guard !options.isEmpty else { return [] }
            combinations = combinations.flatMap { partial in
                options.map { (partial.words + [$0.word], partial.edits + $0.edits) }
            }
            // Kept short and fewest edits first: the combinations tried are the first of these.
            combinations = Array(combinations.sorted { $0.edits < $1.edits }.prefix(maximumCombinations))
        }
        return combinations
    }

    /// The films with `word` in their title as typed: the last word of a query as the start of a word.
    func films(typed word: String, isLast: Bool) -> ArraySlice<Film> {
        isLast ? anywhere.films(withPrefix: word, filmCount: filmCount) : anywhere.films(withWord: word)
    }
}
