extension TitleIndex {
    /// Whether some title has `word` as typed (the last word of a query as the start of a word): one
    /// look, no list read.
    func isKnown(_ word: String, isLast: Bool) -> Bool {
        isLast ? anywhere.words.hasKey(startingWith: word) : !anywhere.films(withWord: word).isEmpty
    }

    /// The films with `word` in their title as typed: the last word of a query as the start of a word.
    func films(typed word: String, isLast: Bool) -> ArraySlice<Film> {
        isLast ? anywhere.films(withPrefix: word, filmCount: filmCount) : anywhere.films(withWord: word)
    }

    /// In a query of three words or more, the short words (3 or 4 letters) that may be off by a letter:
    /// one no title has, or the one word without which the others are in a title.
    /// `culprit`: the one known word found so, whose slip may be on its first letter (`new` for knew).
    func shortSlipPositions(_ words: [String], isUnknown: [Bool]) -> (positions: Set<Int>, culprit: Int?) {
        guard words.count >= 3 else { return ([], nil) }
        let short = words.indices.filter { (3...4).contains(words[$0].unicodeScalars.count) }
        let positions = Set(short.filter { isUnknown[$0] })
        guard positions.isEmpty, !short.isEmpty, let last = words.last else { return (positions, nil) }
        // The last word's films as a prefix are read once for every word left out but the last.
        let lastWordFilms = anywhere.films(withPrefix: last, filmCount: filmCount)
        let culprits = short.filter { position in
            var others = words
            others.remove(at: position)
            return position == words.count - 1
                ? !matches(others).isEmpty : !matches(others, lastWordFilms: lastWordFilms).isEmpty
        }
        return culprits.count == 1 ? (Set(culprits), culprits[0]) : ([], nil)
    }
}
