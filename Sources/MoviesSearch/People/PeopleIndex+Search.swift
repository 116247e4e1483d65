import MoviesDomain

extension PeopleIndex {
    /// The people whose name has every word of `words` (the last, of three letters or more, as a
    /// prefix), best known first, at most `limit`. A name the words only begin (`lov` of *Lovett*) needs
    /// five films to be listed, one they spell in full two: `love` should not list every extra called Love.
    func people(matching words: [String], limit: Int) -> [Person] {
        guard let last = words.last, limit > 0 else { return [] }
        let exact = FilmSet.intersection(words.map { self.words.films(for: $0) })
        var lists = Array(Set(words.dropLast())).map { self.words.films(for: $0) }
        if last.unicodeScalars.count >= 3 {
            lists.append(FilmSet.union(self.words.lists(startingWith: last), filmCount: personCount))
        } else {
            lists.append(self.words.films(for: last))
        }
        var found: [Person] = []
        var exactIndex = exact.startIndex
        for person in FilmSet.intersection(lists) {
            while exactIndex < exact.endIndex, exact[exactIndex] < person { exactIndex += 1 }
            let spelledOut = exactIndex < exact.endIndex && exact[exactIndex] == person
            if credits(of: person).films.count >= (spelledOut ? 2 : 5) { found.append(person) }
            if found.count == limit { break }
        }
        return found
    }

    /// The best known films of `person` in the role they are known for, then the others'.
    func bestKnownFilms(of person: Person, count: Int) -> [Film] {
        let (films, roles) = credits(of: person)
        let role = Roles.bits(of: knownFor(person))
        var chosen = Array(zip(films, roles).lazy.filter { $0.1 & role != 0 }.map(\.0).prefix(count))
        for film in films where chosen.count < count && !chosen.contains(film) { chosen.append(film) }
        return chosen
    }

    /// What `person` did most: the role of most of their films (directing wins a tie, then writing).
    func knownFor(_ person: Person) -> PersonCredit.Role {
        var counts = (director: 0, writer: 0, cast: 0)
        for bits in credits(of: person).roles {
            if bits & Roles.director != 0 { counts.director += 1 }
            if bits & Roles.writer != 0 { counts.writer += 1 }
            if bits & Roles.cast != 0 { counts.cast += 1 }
        }
        if counts.director >= max(counts.writer, counts.cast) { return .director }
        return counts.writer >= counts.cast ? .writer : .cast
    }
}
