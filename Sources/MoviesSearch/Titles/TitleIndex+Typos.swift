extension TitleIndex {
    /// Typos forgiven in a word of this many letters: one edit (an insertion, deletion, substitution, or
    /// swap of neighbours) from 5 letters, two from 9; none in a shorter word.
    static func typosForgiven(inWordOf letters: Int) -> Int {
        letters >= 9 ? 2 : letters >= 5 ? 1 : 0
    }

    /// For a search whose words as typed find nothing: the words a slip of the keyboard most likely meant
    /// (`godfahter`: `godfather`; `forest gump`: `forrest gump`, a real word replaced by its neighbour),
    /// with the fewest edits in all that find films, and among those the one whose best match is the best
    /// known. The last word may be a prefix with a typo (`jurasic pa`). In a query of three words or more,
    /// a short word (3 or 4 letters) may be off by a letter too, where no title has it (`lams`) or where
    /// it is all that keeps the others from a title (`twelve angry man`). Nil when nothing near finds films.
    func correction(for words: [String], near: inout NearWords, prefixes: inout PrefixFilms) -> [String]? {
        // Words of a title, not a paste of text: a longer query is not worth the looks through every word.
        guard (1...Self.wordsCorrected).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else {
            return nil
        }
        let last = words.count - 1
        let isUnknown = words.enumerated().map { !isKnown($1, isLast: $0 == last) }
        // Slips in more words than a person makes in one title are noise: not worth the looks either.
        guard isUnknown.count(where: { $0 }) <= Self.slipsInLongQueries(words.count) else { return nil }
        let (shortSlips, culprit) = shortSlipPositions(words, isUnknown: isUnknown, prefixes: &prefixes)
        let choices = words.enumerated().map { position, word in
            // A long query's known words keep themselves: the looks go to the words no title has.
            words.count > 5 && !isUnknown[position] && !shortSlips.contains(position)
                ? [(word, 0)]
                : spellings(
                    of: word, isLast: position == last, shortSlip: shortSlips.contains(position),
                    anyLetter: position == culprit, near: &near)
        }
        // The films of each spelling, read once for every combination it is in.
        let lists = choices.enumerated().map { position, options in
            options.map { position == last ? prefixes.of($0.word) : anywhere.words.list(for: $0.word) }
        }
        var best: (edits: Int, film: Film, choice: [Int])?
        var tried = 0
        for combination in Self.combinations(of: choices.map { $0.map(\.edits) }) where combination.edits > 0 {
            if let best, combination.edits > best.edits { break }
            tried += 1
            if tried > Self.maximumCombinations { break }
            let films = FilmSet.intersection(combination.choice.enumerated().map { lists[$0][$1] })
            guard let film = films.first else { continue }
            if best == nil || film < best!.film { best = (combination.edits, film, combination.choice) }
        }
        return best.map { best in best.choice.enumerated().map { choices[$0][$1].word } }
    }

    /// At most this many spellings of a query are tried.
    static let maximumCombinations = 200
    /// The longest query read for slips.
    static let wordsCorrected = 8

    /// Words of a query of `count` words that may carry slips: a long title has room for three.
    static func slipsInLongQueries(_ count: Int) -> Int {
        count >= 5 ? TermTable.slipsForgiven + 1 : TermTable.slipsForgiven
    }

    /// many (`man`: men, may, mad, map…).
    static let neighboursTried = 4
    static let shortNeighboursTried = 10

    /// `word` itself where titles have it, and the title words within the typos forgiven, fewest edits
    /// first and then by how many titles have them; for the last word, also the words it begins with a typo.
    /// `edits` is a cost: 2 for each edit, and 1 more for a word the typed one only begins.
    private func spellings(
        of word: String, isLast: Bool, shortSlip: Bool, anyLetter: Bool, near: inout NearWords
    ) -> [(word: String, edits: Int)] {
        let spellings: [(word: String, edits: Int)] = isKnown(word, isLast: isLast) ? [(word, 0)] : []
        let limit = shortSlip ? 1 : Self.typosForgiven(inWordOf: word.unicodeScalars.count)
        guard limit > 0 else { return spellings }
        // The word typed so far, with a slip, as the start of a longer word is less surely what was meant
        // than a word it spells, so on a tie (`frago`: Fargo, or Dragon…) the whole word wins.
        // A short word is read as a whole word off by a letter, not as the start of another.
        let near = near.of(word, within: limit, completing: isLast && !shortSlip, anyLetter: anyLetter)
            .filter { $0.key != word }
            .map { (word: $0.key, edits: $0.edits * 2 + ($0.completes ? 1 : 0), films: $0.films) }
            .sorted { ($0.edits, -$0.films) < ($1.edits, -$1.films) }
        return spellings
            + near.prefix(shortSlip ? Self.shortNeighboursTried : Self.neighboursTried).map {
                ($0.word, $0.edits)
            }
    }

    /// Every choice of one spelling per word (given each spelling's edits), as the index of the spelling
    /// chosen for each word, fewest edits in all first.
    private static func combinations(of edits: [[Int]]) -> [(choice: [Int], edits: Int)] {
        var combinations: [(choice: [Int], edits: Int)] = [([], 0)]
        for options in edits {
            guard !options.isEmpty else { return [] }
            combinations = combinations.flatMap { partial in
                options.enumerated().map { (partial.choice + [$0.offset], partial.edits + $0.element) }
            }
            // Kept short and fewest edits first: the combinations tried are the first of these.
            combinations = Array(combinations.sorted { $0.edits < $1.edits }.prefix(maximumCombinations))
        }
        return combinations
    }
}
