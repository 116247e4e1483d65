extension TitleIndex {
    /// For a search that found nothing: `words` with each word no title has replaced by the title word
    /// closest in spelling (one edit for short words, two for longer; the commoner word on a tie), if
    /// that finds films. `godfater` gives `godfather`.
    func suggestion(for words: [String], near: inout NearWords, prefixes: inout PrefixFilms) -> [String]? {
        // Words of a title, not a paste of text: a longer query is not worth the look through every word.
        guard
            let suggested = anywhere.words.respelled(
                words,
                isKnown: { word, isLast in isKnown(word, isLast: isLast) },
                typos: { word in word.utf8.count < 3 ? 0 : word.utf8.count <= 4 ? 1 : 2 },
                near: { near.of($0, within: $1) }),
            !matches(suggested, prefixes: &prefixes).isEmpty
        else { return nil }
        return suggested
    }
}

extension TermTable {
    /// Words of one query that may be read as slips of the keyboard. Each costs a look through the words
    /// near it; a query with more words no title (or name) has is noise, not a person's slips, and is given
    /// no such look: so no query costs many times a typical one.
    static let slipsForgiven = 2

    /// `words` (a title's or a name's, up to four of 20 bytes at most) with each word `isKnown` refuses
    /// (given the word and whether it is the last) replaced by the key nearest in spelling within
    /// `typos(word)` edits (the key of most films on a tie), as `near(word, typos)` finds them; nil when a
    /// word has no such key or nothing changes.
    func respelled(
        _ words: [String], isKnown: (String, Bool) -> Bool, typos: (String) -> Int,
        near: (String, Int) -> [Neighbour]
    ) -> [String]? {
        guard (1...4).contains(words.count), words.allSatisfy({ $0.utf8.count <= 20 }) else { return nil }
        let unknown = words.indices.filter { !isKnown(words[$0], $0 == words.count - 1) }
        guard unknown.count <= Self.slipsForgiven else { return nil }
        var respelled = words
        for position in unknown {
            let word = words[position]
            let limit = typos(word)
            guard limit > 0, let nearest = Self.closest(near(word, limit)) else { return nil }
            respelled[position] = nearest
        }
        return respelled == words ? nil : respelled
    }

    /// The key of `neighbours` fewest edits away, of those the one with the most films.
    static func closest(_ neighbours: [Neighbour]) -> String? {
        neighbours.min { ($0.edits, -$0.films) < ($1.edits, -$1.films) }?.key
    }
}
