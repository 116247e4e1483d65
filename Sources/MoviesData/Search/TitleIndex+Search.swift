extension TitleIndex {
    /// One page of the films whose title has every word of `words` (the last one as a prefix), best first,
    /// and how many films match in all. Films rank by ``FoldedTitles/tier(of:phrase:)``, then popularity.
    func search(_ words: [String], limit: Int, offset: Int) -> (movieIDs: [Int], total: Int) {
        guard let last = words.last else { return ([], 0) }
        let lists =
            Set(words.dropLast()).map { anywhere.films(withWord: $0) }
            + [anywhere.films(withPrefix: last, filmCount: filmCount)]
        let matches = FilmSet.intersection(lists)
        // Only a title whose first word is the query's first word can start with the query (tiers 0, 1).
        let openers =
            words.count == 1
            ? first.films(withPrefix: last, filmCount: filmCount) : first.films(withWord: words[0])
        let phrase = Array(words.joined(separator: " ").utf8)
        let best = ranked(matches, openers: openers, phrase: phrase, count: offset + limit)
        return (best.dropFirst(offset).map { Int(movieIDs[Int($0)]) }, matches.count)
    }

    /// The first `count` of `matches` by tier, then popularity. Ranks every opener, then walks the other
    /// matches (tier 2 or 3) in popularity order only until no later film can make the cut.
    private func ranked(_ matches: ArraySlice<Film>, openers: ArraySlice<Film>, phrase: [UInt8], count: Int) -> [Film] {
        // Each walk goes in popularity order and keeps the first `count` films of each tier.
        var fromOpeners = [[Film]](repeating: [], count: 4)
        var fromOthers = [[Film]](repeating: [], count: 4)
        let openingMatches = FilmSet.intersection([openers, matches])
        for film in openingMatches {
            let tier = titles.tier(of: film, phrase: phrase)
            if fromOpeners[tier].count < count { fromOpeners[tier].append(film) }
        }
        var opener = openingMatches.startIndex
        for film in matches {
            if fromOpeners[0].count + fromOpeners[1].count + fromOthers[2].count >= count { break }
            while opener < openingMatches.endIndex, openingMatches[opener] < film { opener += 1 }
            if opener < openingMatches.endIndex, openingMatches[opener] == film { continue }
            let tier = titles.tier(of: film, phrase: phrase)
            if fromOthers[tier].count < count { fromOthers[tier].append(film) }
        }
        return Array((0..<4).map { (fromOpeners[$0] + fromOthers[$0]).sorted() }.joined().prefix(count))
    }
}
