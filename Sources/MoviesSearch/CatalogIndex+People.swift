public import MoviesDomain

extension CatalogIndex {
    /// A person a query names: as the index spells them, what they are known for, and their best-known films.
    public struct PersonFound: Sendable, Equatable {
        public let name: String
        public let knownFor: PersonCredit.Role
        public let bestKnown: [Int]
    }

    /// The key a person is found by (`francis-ford-coppola`): their name's words.
    public static func personKey(of name: String) -> String {
        PeopleIndex.key(of: name)
    }

    /// The people whose names `words` find, best known first, with two films each. A slip in a name is
    /// read only where the words are no title either (`amelie` lists Amélie, not every Amelia).
    public func people(matching words: [String], limit: Int) -> [PersonFound] {
        var matching = people.people(matching: words, limit: limit)
        if matching.isEmpty, titles.matches(words).isEmpty, let corrected = people.correction(for: words) {
            matching = people.people(matching: corrected, limit: limit)
        }
        return matching.map { person in
            PersonFound(
                name: people.name(of: person), knownFor: people.knownFor(person),
                bestKnown: people.bestKnownFilms(of: person, count: 2).map(movieID))
        }
    }

    /// The person with `key`: their name, and their films (catalog ids, most popular first) with their
    /// roles in each; nil when nobody has it.
    public func person(
        withKey key: Substring
    ) -> (name: String, credits: [(movieID: Int, roles: Set<PersonCredit.Role>)])? {
        guard let person = people.person(withKey: key) else { return nil }
        let (films, roles) = people.credits(of: person)
        return (people.name(of: person), zip(films, roles).map { (movieID($0), PeopleIndex.Roles.of($1)) })
    }

    /// Whether `name` has a page: the index keeps people with two films or more.
    public func hasPerson(named name: String) -> Bool {
        people.person(named: name) != nil
    }

    /// `cast` (as a film lists it), best known first: by ``PeopleIndex/renownAsLead(of:directs:years:catalog:)``
    /// (a player of walk-ons held back, and a director's cameo in a film of theirs, `directors`), and those
    /// in one film only after, in the film's order; each with
    /// whether they have a page (one look-up a name).
    public func bestKnownFirst(_ cast: [String], directors: [String] = []) -> [(name: String, hasPage: Bool)] {
        let catalog = catalogYears.counts(years: browse.years, castSizes: people.castSizes)
        let ranked = cast.enumerated().map { position, name in
            let person = people.person(named: name)
            let renown = person.map {
                people.renownAsLead(of: $0, directs: directors.contains(name), years: browse.years, catalog: catalog)
            }
            return (renown: renown ?? 0, position: position, name: name, hasPage: person != nil)
        }
        return ranked.sorted { ($0.renown, $1.position) > ($1.renown, $0.position) }.map { ($0.name, $0.hasPage) }
    }
}
