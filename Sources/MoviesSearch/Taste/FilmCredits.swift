import Synchronization

/// Each film's people and their roles: the people index turned around, built the first time taste asks
/// and kept for the life of the index.
final class FilmCredits: Sendable {
    typealias Film = TitleIndex.Film
    typealias Person = PeopleIndex.Person

    struct Table: Sendable {
        /// Packed by film: `ends[film]` is where its credits end.
        let ends: [UInt32]
        let people: [Person]
        let roles: [UInt8]

        func credits(of film: Film) -> (people: ArraySlice<Person>, roles: ArraySlice<UInt8>) {
            let range = ends.packedRange(of: Int(film))
            return (people[range], roles[range])
        }
    }

    private let table = Mutex<Table?>(nil)

    /// How many of a film's cast are its leads (``PeopleIndex/Roles/lead``): those first by
    /// ``PeopleIndex/renownAsLead(of:directs:years:catalog:)``, as a film's page shows them.
    static let leads = 5

    func table(of index: PeopleIndex, years: [UInt16], catalog: CatalogYears.Counts, filmCount: Int) -> Table {
        table.withLock { kept in
            if let kept { return kept }
            var built = Self.build(index, filmCount: filmCount)
            Self.markLeads(in: &built, of: index, years: years, catalog: catalog)
            kept = built
            return built
        }
    }

    /// Marks each film's leads among its cast: walk-ons and a director's cameo are never, whatever their
    /// renown, ahead of a film's stars.
    private static func markLeads(
        in table: inout Table, of index: PeopleIndex, years: [UInt16], catalog: CatalogYears.Counts
    ) {
        // Each actor's measure in a film they do not direct, worked out once; one who directs it is measured
        // again there (few are), for a cameo.
        var asCast = [Double](repeating: -1, count: index.personCount)
        var roles = table.roles
        for film in 0..<table.ends.count {
            let range = table.ends.packedRange(of: film)
            var cast: [(place: Int, renown: Double)] = []
            for place in range where roles[place] & PeopleIndex.Roles.cast != 0 {
                let person = table.people[place]
                let renown: Double
                if roles[place] & PeopleIndex.Roles.director != 0 {
                    renown = index.renownAsLead(of: person, directs: true, years: years, catalog: catalog)
                } else {
                    if asCast[Int(person)] < 0 {
                        asCast[Int(person)] = index.renownAsLead(
                            of: person, directs: false, years: years, catalog: catalog)
                    }
                    renown = asCast[Int(person)]
                }
                cast.append((place, renown))
            }
            for lead in cast.sorted(by: { ($0.renown, $1.place) > ($1.renown, $0.place) }).prefix(Self.leads) {
                roles[lead.place] |= PeopleIndex.Roles.lead
            }
        }
        table = Table(ends: table.ends, people: table.people, roles: roles)
    }

    private static func build(_ index: PeopleIndex, filmCount: Int) -> Table {
        var counts = [UInt32](repeating: 0, count: filmCount)
        for person in 0..<index.personCount {
            for film in index.credits(of: Person(person)).films where Int(film) < filmCount { counts[Int(film)] += 1 }
        }
        var ends = [UInt32](repeating: 0, count: filmCount)
        var total: UInt32 = 0
        for film in 0..<filmCount {
            total += counts[film]
            ends[film] = total
        }
        var next = ends.indices.map { $0 == 0 ? UInt32(0) : ends[$0 - 1] }
        var people = [Person](repeating: 0, count: Int(total))
        var roles = [UInt8](repeating: 0, count: Int(total))
        for person in 0..<index.personCount {
            let (films, filmRoles) = index.credits(of: Person(person))
            for (film, role) in zip(films, filmRoles) where Int(film) < filmCount {
                let place = Int(next[Int(film)])
                people[place] = Person(person)
                roles[place] = role
                next[Int(film)] += 1
            }
        }
        return Table(ends: ends, people: people, roles: roles)
    }
}
