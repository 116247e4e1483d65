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

    func table(of index: PeopleIndex, filmCount: Int) -> Table {
        table.withLock { kept in
            if let kept { return kept }
            let built = Self.build(index, filmCount: filmCount)
            kept = built
            return built
        }
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
