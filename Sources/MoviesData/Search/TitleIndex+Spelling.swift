extension TitleIndex {
    /// For a search that found nothing: `words` with each word no title has replaced by the title word
    /// closest in spelling (one edit for short words, two for longer; the commoner word on a tie), if
    /// that finds films. `godfater` gives `godfather`.
    func suggestion(for words: [String]) -> [String]? {
        // Words of a title, not a paste of text: a longer query is not worth the look through every word.
        guard (1...4).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else { return nil }
        var suggested = words
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1
            let found = isLast ? anywhere.films(withPrefix: word, filmCount: filmCount) : anywhere.films(withWord: word)
            guard found.isEmpty else { continue }
            guard word.utf8.count >= 3,
                let closest = anywhere.words.closestKey(to: word, within: word.utf8.count <= 4 ? 1 : 2)
            else { return nil }
            suggested[position] = closest
        }
        guard suggested != words, search(suggested, limit: 1, offset: 0).total > 0 else { return nil }
        return suggested
    }
}

extension TermTable {
    /// The key within `maximum` edits of `word` with the most films, nil if none is.
    func closestKey(to word: String, within maximum: Int) -> String? {
        let target = Array(word.utf8)
        var best: (distance: Int, films: Int, row: Int)?
        for row in keyEnds.indices {
            let key = keyBytes[keyEnds.packedRange(of: row)]
            guard abs(key.count - target.count) <= maximum,
                let distance = EditDistance.between(Array(key), target, atMost: maximum)
            else { continue }
            let films = filmEnds.packedRange(of: row).count
            if best == nil || (distance, -films) < (best!.distance, -best!.films) { best = (distance, films, row) }
        }
        return best.map { String(decoding: keyBytes[keyEnds.packedRange(of: $0.row)], as: UTF8.self) }
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
