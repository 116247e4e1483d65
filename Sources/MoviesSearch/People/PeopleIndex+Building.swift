extension PeopleIndex {
    /// Collects people from films added in popularity order (the title index's numbers).
    struct Builder {
        private var people: [String: Collected] = [:]
        private var filmCount = 0
        private var castSizes: [UInt16] = []

        private struct Collected {
            var name: String
            var films: [Film] = []
            var roles: [UInt8] = []

            mutating func add(_ film: Film, _ role: UInt8) {
                if films.last == film {
                    roles[roles.count - 1] |= role
                } else {
                    films.append(film)
                    roles.append(role)
                }
            }
        }

        mutating func add(directors: [String], writers: [String], cast: [String]) {
            let film = Film(filmCount)
            filmCount += 1
            castSizes.append(UInt16(clamping: cast.count))
            for (names, role) in [(directors, Roles.director), (writers, Roles.writer), (cast, Roles.cast)] {
                for name in names {
                    let key = PeopleIndex.key(of: name)
                    guard !key.isEmpty else { continue }
                    // In place: a copy of a prolific actor's lists for every film would be quadratic.
                    people[key, default: Collected(name: name)].add(film, role)
                }
            }
        }

        /// Orders people by prominence: each film counts by the square of how far up the popularity
        /// list it is, three times for directing, twice for writing, once for acting.
        func build() -> PeopleIndex {
            let total = Double(max(filmCount, 1))
            func score(_ person: Collected) -> Double {
                zip(person.films, person.roles).reduce(0) { sum, credit in
                    let standing = 1 - Double(credit.0) / total
                    let weight =
                        (credit.1 & Roles.director != 0 ? 3.0 : 0) + (credit.1 & Roles.writer != 0 ? 2 : 0)
                        + (credit.1 & Roles.cast != 0 ? 1 : 0)
                    return sum + weight * standing * standing
                }
            }
            let ranked = people.filter { $0.value.films.count >= PeopleIndex.minimumFilms }
                .map { (key: $0.key, person: $0.value, score: score($0.value)) }
                .sorted { ($0.score, $1.key) > ($1.score, $0.key) }
            var nameBytes: [UInt8] = []
            var nameEnds: [UInt32] = []
            var creditFilms: [Film] = []
            var creditRoles: [UInt8] = []
            var creditEnds: [UInt32] = []
            var words: [String: [Person]] = [:]
            for (position, entry) in ranked.enumerated() {
                let person = Person(position)
                nameBytes.append(contentsOf: entry.person.name.utf8)
                nameEnds.append(UInt32(nameBytes.count))
                creditFilms.append(contentsOf: entry.person.films)
                creditRoles.append(contentsOf: entry.person.roles)
                creditEnds.append(UInt32(creditFilms.count))
                for word in Set(SearchText.words(entry.person.name)) { words[word, default: []].append(person) }
            }
            return PeopleIndex(
                nameBytes: nameBytes, nameEnds: nameEnds, creditFilms: creditFilms, creditRoles: creditRoles,
                creditEnds: creditEnds, words: TermTable(words), castSizes: castSizes)
        }
    }
}
