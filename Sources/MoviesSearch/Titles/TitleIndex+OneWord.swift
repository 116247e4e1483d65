extension TitleIndex {
    /// ``search(_:limit:offset:)``'s ranking for a query of one word (the as-you-type case, whose short
    /// prefixes open thousands of titles), without classifying every title it opens. Only a one-word
    /// title can be the word or its completion; every other title opening with the word whole is an
    /// ``TitleMatch/opening``, and every title opening with a longer word an ``TitleMatch/openingCompleted``:
    /// of those, the most popular `count` are all the page can use.
    func rankedForOneWord(_ word: String, matches: ArraySlice<Film>, count: Int) -> [Film] {
        let phrase = QueryPhrase(words: [word])
        var byMatch = [[Film]](repeating: [], count: TitleMatch.allCases.count)
        let solos = FilmSet.union(solo.lists(startingWith: word), filmCount: filmCount)
        for film in solos {
            let match = titles.match(of: film, phrase: phrase).rawValue
            if byMatch[match].count < count { byMatch[match].append(film) }
        }
        let whole = first.films(withWord: word)
        var notSolo = FilmSet.Excluding(solos)
        for film in whole where notSolo.admits(film) {
            if byMatch[TitleMatch.opening.rawValue].count >= count { break }
            byMatch[TitleMatch.opening.rawValue].append(film)
        }
        let openers = first.films(withPrefix: word, filmCount: filmCount)
        var (notSoloAgain, notWhole) = (FilmSet.Excluding(solos), FilmSet.Excluding(whole))
        for film in openers where notSoloAgain.admits(film) && notWhole.admits(film) {
            if byMatch[TitleMatch.openingCompleted.rawValue].count >= count { break }
            byMatch[TitleMatch.openingCompleted.rawValue].append(film)
        }
        // The rest hold the word inside: wanted only while the page is not full of better matches.
        let cut = TitleMatch.bestAfterTheFirstWord.rawValue
        let better = byMatch[..<cut].reduce(0) { $0 + $1.count }
        var notOpener = FilmSet.Excluding(openers)
        for film in matches {
            if better + byMatch[cut].count >= count { break }
            guard notOpener.admits(film) else { continue }
            let match = titles.match(of: film, phrase: phrase).rawValue
            if byMatch[match].count < count { byMatch[match].append(film) }
        }
        return Array(byMatch.map { $0.sorted() }.joined().prefix(count))
    }
}

extension FilmSet {
    /// Answers, for films given in ascending order, whether each is outside an ascending list.
    struct Excluding {
        private let list: ArraySlice<Film>
        private var position: ArraySlice<Film>.Index

        init(_ list: ArraySlice<Film>) {
            self.list = list
            position = list.startIndex
        }

        mutating func admits(_ film: Film) -> Bool {
            while position < list.endIndex, list[position] < film { position += 1 }
            return position == list.endIndex || list[position] != film
        }
    }
}
