extension TitleIndex {
    /// For a search whose words as typed find nothing: the words as a title spaces them, where they were
    /// typed run together or split apart, as Meilisearch reads them. A word no title has is split into
    /// words titles have (`backtothefuture`: back to the future; `rocky3`: rocky 3), or neighbours are
    /// joined into one a title has (`bat man`: batman; `grave yard shift`). Of the readings that find
    /// films, the one changing least wins, then the one whose best match is the best known; with its
    /// films. Nil when none finds films.
    func respacing(of words: [String], prefixes: inout PrefixFilms) -> (words: [String], matches: ArraySlice<Film>)? {
        guard (1...8).contains(words.count), words.allSatisfy({ $0.utf8.count <= 40 }) else { return nil }
        var best: (changes: Int, film: Film, words: [String], matches: ArraySlice<Film>)?
        for (changes, reading) in readings(of: words) {
            if let best, changes > best.changes { break }
            // A reading with a word no title has finds nothing: known without reading any list.
            let known = reading.indices.allSatisfy { isKnown(reading[$0], isLast: $0 == reading.count - 1) }
            let found = known ? matches(reading, prefixes: &prefixes) : []
            guard let film = found.first else { continue }
            if best == nil || film < best!.film { best = (changes, film, reading, found) }
        }
        return best.map { ($0.words, $0.matches) }
    }

    /// Every reading with words joined or split, fewest changes first: joins of two or three neighbours
    /// into a word titles have, and each word no title has split into the fewest words titles have.
    private func readings(of words: [String]) -> [(changes: Int, words: [String])] {
        var readings: [(changes: Int, words: [String])] = []
        let last = words.count - 1
        for start in words.indices {
            for length in 2...3 where start + length <= words.count {
                let joined = words[start..<start + length].joined()
                guard isKnown(joined, isLast: start + length - 1 == last) else { continue }
                readings.append((length - 1, Array(words[..<start]) + [joined] + words[(start + length)...]))
            }
        }
        // Every word no title has, split at once: `findingnemo` and `backtothe future` alike.
        var split = words
        var pieces = 0
        for (position, word) in words.enumerated() where !isKnown(word, isLast: position == last) {
            guard let parts = segmentation(of: word, isLast: position == last) else { continue }
            pieces += parts.count - 1
            split[position] = parts.joined(separator: " ")
        }
        if pieces > 0 { readings.append((pieces, split.flatMap { $0.split(separator: " ").map(String.init) })) }
        return readings.sorted { $0.changes < $1.changes }
    }

    /// `word` as the fewest words titles have, letters and figures parted where they meet (`rocky3`); the
    /// last piece of the query's last word may be the start of a word. Nil when there is no such reading.
    func segmentation(of word: String, isLast: Bool) -> [String]? {
        let letters = Array(word)
        guard letters.count >= 2, letters.count <= 40 else { return nil }
        // fewest[end]: the fewest pieces `letters[..<end]` parts into, and where its last piece starts.
        var fewest: [(pieces: Int, from: Int)?] = Array(repeating: nil, count: letters.count + 1)
        fewest[0] = (0, 0)
        for end in 1...letters.count {
            for start in 0..<end {
                guard let before = fewest[start] else { continue }
                let piece = String(letters[start..<end])
                let isFinal = isLast && end == letters.count
                guard isKnownPiece(piece, final: isFinal) else { continue }
                if fewest[end] == nil || before.pieces + 1 < fewest[end]!.pieces {
                    fewest[end] = (before.pieces + 1, start)
                }
            }
        }
        guard let whole = fewest[letters.count], whole.pieces > 1 else { return nil }
        var parts: [String] = []
        var end = letters.count
        while end > 0, let step = fewest[end] {
            parts.insert(String(letters[step.from..<end]), at: 0)
            end = step.from
        }
        return parts
    }

    /// A piece of a run-together word: a word titles have (one letter only as a figure, or `a`, `i`), or
    /// for the query's very end the start of one, two letters at least.
    private func isKnownPiece(_ piece: String, final: Bool) -> Bool {
        if piece.count == 1, !(piece.first?.isNumber ?? false), piece != "a", piece != "i" { return false }
        return isKnown(piece, isLast: final && piece.count >= 2)
    }
}
