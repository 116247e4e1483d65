extension CatalogIndex {
    /// A year in a query that no title with the other words has (`king kong 1976`, `psycho 1998`): the
    /// query's other words, and the year, whose films come first. Nil when the query has no such year:
    /// a year a title has is one of its words (`1984`, `2001 a space`, `1917`).
    static func year(in words: [String], thisYear: Int) -> (year: Int, rest: [String])? {
        guard words.count > 1,
            let position = words.lastIndex(where: { word in
                word.utf8.count == 4 && Int(word).map { (1900...thisYear + 1).contains($0) } == true
            }),
            let year = Int(words[position])
        else { return nil }
        var rest = words
        rest.remove(at: position)
        return (year, rest)
    }

    /// The last word as the start of a year being typed (`king kong 19`: one to three figures some year
    /// since 1888 begins with), and the other words; nil for anything else.
    static func yearStart(in words: [String], thisYear: Int) -> (start: String, rest: [String])? {
        guard words.count > 1, let last = words.last, (1...3).contains(last.utf8.count),
            last.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            (1888...thisYear + 1).contains(where: { String($0).hasPrefix(last) })
        else { return nil }
        return (last, Array(words.dropLast()))
    }

    /// The first films matching `words` (at least `count` of them when there are), those whose release
    /// year `isWanted` first (each part in the title index's order), and how many match in all.
    func rankedFilms(
        _ words: [String], releasedIn isWanted: (Int) -> Bool, count: Int, prefixes: inout TitleIndex.PrefixFilms
    ) -> (films: [TitleIndex.Film], total: Int) {
        func isOfYear(_ film: TitleIndex.Film) -> Bool { isWanted(year(of: film)) }
        let matches = titles.matches(words, prefixes: &prefixes)
        let ofYear = matches.filter(isOfYear)
        // The year's films in ranking order: the ranking covers them when it is asked for as many films
        // as come before them at most; beyond it they follow by popularity.
        let ranked = titles.rankedFilms(words, matching: matches, count: count + ofYear.count)
        var first = ranked.filter(isOfYear)
        if first.count < ofYear.count {
            let shown = Set(first)
            first += ofYear.filter { !shown.contains($0) }
        }
        return (first + ranked.filter { !isOfYear($0) }, matches.count)
    }

    /// The release year of `film`.
    func year(of film: TitleIndex.Film) -> Int {
        Int(browse.years[Int(film)])
    }
}
