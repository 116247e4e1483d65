import MoviesDomain

/// The catalog's people (directors, writers, cast) with two films or more, and their films, built at
/// import beside the title index. Someone in one film has nothing more to show on a page of their own,
/// and leaving them out halves the index. A person is known here by their position in prominence order
/// (0 is the best known: the most and the most popular films, a director's counting most), so lists of
/// people are best known first. Films are the title index's numbers.
struct PeopleIndex: Sendable {
    typealias Film = TitleIndex.Film
    typealias Person = UInt32

    /// Names as the catalog writes them, packed.
    let nameBytes: [UInt8]
    let nameEnds: [UInt32]
    /// Each person's films, ascending, and their roles in each (``Roles`` bits); packed by `creditEnds`.
    let creditFilms: [Film]
    let creditRoles: [UInt8]
    let creditEnds: [UInt32]
    /// People by each word of their name.
    let words: TermTable
    /// How many actors each film lists (everyone, those in one film too).
    let castSizes: [UInt16]

    static let empty = PeopleIndex(
        nameBytes: [], nameEnds: [], creditFilms: [], creditRoles: [], creditEnds: [], words: TermTable([:]),
        castSizes: [])

    /// Films a person needs to be in the index.
    static let minimumFilms = 2

    var personCount: Int { nameEnds.count }

    func name(of person: Person) -> String {
        String(decoding: nameBytes[nameEnds.packedRange(of: Int(person))], as: UTF8.self)
    }

    /// `francis-ford-coppola`: what a person id says after `catalog:`.
    static func key(of name: String) -> String {
        SearchText.words(name).joined(separator: "-")
    }

    /// The person whose key is `key`: among those with every word of it, the one whose name's words are
    /// exactly those (a table of keys would double the names' memory for one lookup a page).
    func person(withKey key: Substring) -> Person? {
        let words = key.split(separator: "-").map(String.init)
        guard !words.isEmpty else { return nil }
        return FilmSet.intersection(Set(words).map { self.words.films(for: $0) }).first {
            PeopleIndex.key(of: name(of: $0)) == key
        }
    }

    /// The person the catalog calls `name`, if they are in the index.
    func person(named name: String) -> Person? {
        person(withKey: PeopleIndex.key(of: name)[...])
    }

    /// Person `person`'s films and roles, films ascending (most popular first).
    func credits(of person: Person) -> (films: ArraySlice<Film>, roles: ArraySlice<UInt8>) {
        let range = creditEnds.packedRange(of: Int(person))
        return (creditFilms[range], creditRoles[range])
    }

    /// Role bits, as credits store them.
    enum Roles {
        static let director: UInt8 = 1
        static let writer: UInt8 = 2
        static let cast: UInt8 = 4
        /// One of the film's leads (``FilmCredits/leads``): set on a cast credit of taste's credits only.
        static let lead: UInt8 = 8

        /// Whether a credit of `bits` holds `role` as taste counts it: acting, only as one of the film's
        /// leads (a walk-on says nothing of a taste).
        static func tasteHolds(_ role: UInt8, in bits: UInt8) -> Bool {
            bits & role != 0 && (role != cast || bits & lead != 0)
        }

        static func bits(of role: PersonCredit.Role) -> UInt8 {
            switch role {
            case .director: director
            case .writer: writer
            case .cast: cast
            }
        }

        static func of(_ bits: UInt8) -> Set<PersonCredit.Role> {
            var roles = Set<PersonCredit.Role>()
            if bits & director != 0 { roles.insert(.director) }
            if bits & writer != 0 { roles.insert(.writer) }
            if bits & cast != 0 { roles.insert(.cast) }
            return roles
        }
    }
}
