extension TitleIndex {
    /// Whether some title has `word` as typed (the last word of a query as the start of a word): one
    /// look, no list read.
    func isKnown(_ word: String, isLast: Bool) -> Bool {
        isLast ? anywhere.words.hasKey(startingWith: word) : !anywhere.films(withWord: word).isEmpty
    }

    /// The films of words as the last of a query (a prefix, whose films are a union of lists), each read
    /// once however many readings or spellings of one query end with it.
    struct PrefixFilms {
        private let index: TitleIndex
        private var read: [String: FilmList] = [:]

        init(_ index: TitleIndex) {
            self.index = index
        }

        mutating func of(_ prefix: String) -> FilmList {
            if let films = read[prefix] { return films }
            let films = index.anywhere.list(withPrefix: prefix, filmCount: index.filmCount)
            read[prefix] = films
            return films
        }
    }

    /// In a query of three words or more, the short words (3 or 4 letters) that may be off by a letter:
    /// one no title has, or the one word without which the others are in a title.
    /// `culprit`: the one known word found so, whose slip may be on its first letter (`new` for knew).
    func shortSlipPositions(
        _ words: [String], isUnknown: [Bool], prefixes: inout PrefixFilms
    ) -> (positions: Set<Int>, culprit: Int?) {
        guard words.count >= 3 else { return ([], nil) }
        let short = words.indices.filter { (3...4).contains(words[$0].unicodeScalars.count) }
        let positions = Set(short.filter { isUnknown[$0] })
        guard positions.isEmpty else { return (positions, nil) }
        let culprits = short.filter { position in
            var others = words
            others.remove(at: position)
            return !matches(others, prefixes: &prefixes).isEmpty
        }
        return culprits.count == 1 ? (Set(culprits), culprits[0]) : ([], nil)
    }
}
