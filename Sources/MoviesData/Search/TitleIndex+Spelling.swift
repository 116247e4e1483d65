extension TitleIndex {
    /// For a search that found nothing: `words` with each word no title has replaced by the title word
    /// closest in spelling (one edit for short words, two for longer; the commoner word on a tie), if
    /// that finds films. `godfater` gives `godfather`.
    func suggestion(for words: [String]) -> [String]? {
        // Words of a title, not a paste of text: a longer query is not worth the look through every word.
        guard
            let suggested = anywhere.words.respelled(
                words,
                isKnown: { word, isLast in
                    !(isLast ? anywhere.films(withPrefix: word, filmCount: filmCount) : anywhere.films(withWord: word))
                        .isEmpty
                },
                typos: { word in word.utf8.count < 3 ? 0 : word.utf8.count <= 4 ? 1 : 2 }),
            search(suggested, limit: 1, offset: 0).total > 0
        else { return nil }
        return suggested
    }
}

extension TermTable {
    /// `words` (a title's or a name's, up to four of 20 bytes at most) with each word `isKnown` refuses
    /// (given the word and whether it is the last) replaced by the key nearest in spelling within
    /// `typos(word)` edits (the key of most films on a tie); nil when a word has no such key or nothing
    /// changes.
    func respelled(
        _ words: [String], isKnown: (String, Bool) -> Bool, typos: (String) -> Int
    ) -> [String]? {
        guard (1...4).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else { return nil }
        var respelled = words
        for (position, word) in words.enumerated() where !isKnown(word, position == words.count - 1) {
            let limit = typos(word)
            guard limit > 0, let nearest = closestKey(to: word, within: limit) else { return nil }
            respelled[position] = nearest
        }
        return respelled == words ? nil : respelled
    }

    /// The key within `maximum` edits of `word` with the most films, nil if none is.
    func closestKey(to word: String, within maximum: Int) -> String? {
        neighbours(of: word, within: maximum).min { ($0.edits, -$0.films) < ($1.edits, -$1.films) }?.key
    }
}

/// Levenshtein distance (insertions, deletions, substitutions; a swap of neighbours counts as one).
enum EditDistance {
    /// The distance from `a` to `b`, or nil when it is more than `limit`.
    static func between(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        guard !a.isEmpty, !b.isEmpty else {
            let distance = max(a.count, b.count)
            return distance <= limit ? distance : nil
        }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var cost = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cost = min(cost, twoBack[j - 2] + 1) }
                current[j] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > limit { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
