extension TitleIndex {
    /// One page of the films whose title has every word of `words` (the last one as a prefix), best first,
    /// and how many films match in all. Films rank by ``TitleMatch``, then popularity.
    func search(_ words: [String], limit: Int, offset: Int) -> (movieIDs: [Int], total: Int) {
        search(words, matching: matches(words), limit: limit, offset: offset)
    }

    /// ``search(_:limit:offset:)`` of films already matched (``matches(_:)`` of `words`).
    func search(
        _ words: [String], matching matches: ArraySlice<Film>, limit: Int, offset: Int
    ) -> (movieIDs: [Int], total: Int) {
        let best = rankedFilms(words, matching: matches, count: offset + limit)
        return (best.dropFirst(offset).map { Int(movieIDs[Int($0)]) }, matches.count)
    }

    /// The first `count` of `matches` (``matches(_:)`` of `words`), best first.
    func rankedFilms(_ words: [String], matching matches: ArraySlice<Film>, count: Int) -> [Film] {
        guard let last = words.last else { return [] }
        if words.count == 1 { return rankedForOneWord(last, matches: matches, count: count) }
        // Only a title opening (article aside) with the query's first word, or with the word after a
        // leading article of the query, can match better than a phrase inside it.
        var openers = [first.films(withWord: words[0])]
        if words.count > 1, LeadingArticle.isArticle(words[0]) {
            openers.append(
                words.count == 2 ? first.films(withPrefix: last, filmCount: filmCount) : first.films(withWord: words[1])
            )
        }
        // The openers among the matches are met as the ranking walks them: it stops once the page is full.
        let openingMatches = FilmSet.Meeting(matches, anyOf: openers)
        return ranked(matches, openingMatches: openingMatches, phrase: QueryPhrase(words: words), count: count)
    }

    /// The films whose title has every word of `words` (the last one as a prefix), most popular first.
    func matches(_ words: [String]) -> ArraySlice<Film> {
        var prefixes = PrefixFilms(self)
        return matches(words, prefixes: &prefixes)
    }

    /// ``matches(_:)`` reading the last word's films through `prefixes`, once for many readings of a query.
    func matches(_ words: [String], prefixes: inout PrefixFilms) -> ArraySlice<Film> {
        guard let last = words.last else { return [] }
        return FilmSet.intersection(Set(words.dropLast()).map { anywhere.words.list(for: $0) } + [prefixes.of(last)])
    }

    /// The first `count` of `matches` by ``TitleMatch``, then popularity. Ranks every film that opens with
    /// the query, then walks the others in popularity order only until no later film can make the cut.
    private func ranked(
        _ matches: ArraySlice<Film>, openingMatches: FilmSet.Meeting, phrase: QueryPhrase, count: Int
    ) -> [Film] {
        // Each walk goes in popularity order and keeps the first `count` films of each kind of match.
        let kinds = TitleMatch.allCases.count
        var fromOpeners = [[Film]](repeating: [], count: kinds)
        var fromOthers = [[Film]](repeating: [], count: kinds)
        // The films whose title is the query come first however little known: all of them, by their letters.
        let (title, opening) = (TitleMatch.title.rawValue, TitleMatch.opening.rawValue)
        let titled = titleFilms(phrase, in: matches, count: count)
        fromOpeners[title] = titled
        var placed = Set(titled)
        // Of the films opening with the first word, those that go on as the query does are ranked here, in
        // popularity order until those that are the query or open with it whole fill the page: after that
        // only a film that is the query could enter, and those are known. The rest hold the query inside
        // at best, as the other films do, and are walked with them.
        var opened: [Film] = []
        for film in openingMatches where titles.opens(film, with: phrase) {
            if fromOpeners[title].count + fromOpeners[opening].count >= count { break }
            opened.append(film)
            guard placed.insert(film).inserted else { continue }
            let match = titles.match(of: film, phrase: phrase).rawValue
            if fromOpeners[match].count < count { fromOpeners[match].append(film) }
        }
        // Another film matches `bestAfterTheFirstWord` at best: once the films better than that and the
        // others of that kind fill the page, a later (less popular) one cannot enter it.
        let cut = TitleMatch.bestAfterTheFirstWord.rawValue
        let better = fromOpeners[..<cut].reduce(0) { $0 + $1.count }
        var notOpened = FilmSet.Excluding(FilmSet.merged(opened[...], titled[...]))
        for film in matches {
            if better + fromOthers[cut].count >= count { break }
            guard notOpened.admits(film) else { continue }
            let match = titles.match(of: film, phrase: phrase).rawValue
            if fromOthers[match].count < count { fromOthers[match].append(film) }
        }
        return Array((0..<kinds).map { (fromOpeners[$0] + fromOthers[$0]).sorted() }.joined().prefix(count))
    }

    /// The first `count` films of `matches` whose title is `phrase` (spaces aside, with or without an
    /// article), ascending: the others of them are less known than a page of such films.
    private func titleFilms(_ phrase: QueryPhrase, in matches: ArraySlice<Film>, count: Int) -> [Film] {
        var candidates = exact.films(spelling: phrase.text)
        if let shorter = phrase.textWithoutArticle {
            candidates = FilmSet.merged(candidates, exact.films(spelling: shorter))
        }
        var films: [Film] = []
        var matched = FilmSet.Seeker(matches)
        for film in candidates {
            guard films.count < count else { break }
            if matched.contains(film), titles.match(of: film, phrase: phrase) == .title { films.append(film) }
        }
        return films
    }
}
