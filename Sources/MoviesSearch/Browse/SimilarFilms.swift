/// Films like one film of the catalog, by a score that can be told in a sentence: 3 points for each
/// director they share, 2 for each writer, 1 for each actor (3 at most), all times how well known the
/// other film is (``TitleIndex/renown(of:)``, 1 to 0), so a director's minor work does not crowd out the
/// films people mean; up to 2 for their genres (the share of the two films' genres they have in common),
/// 1 for coming out within 5 years (½ within 10), and up to 1½ for how well known the other film is.
struct SimilarFilms {
    typealias Film = TitleIndex.Film

    /// Films of the same genres looked at beside those sharing people, the best known first.
    static let genreCandidates = 400

    let browse: BrowseIndex
    let people: PeopleIndex

    /// Films like `film`, whose people (those the index has) and their roles on it are `credits`.
    func films(like film: Film, credits: [(person: PeopleIndex.Person, roles: UInt8)], limit: Int) -> [Film] {
        var shared: [Film: (directors: Int, writers: Int, actors: Int)] = [:]
        for (person, roles) in credits {
            let (films, _) = people.credits(of: person)
            // Someone in hundreds of films says little about each; the first hundred are their best known.
            for other in films.prefix(100) where other != film {
                var counts = shared[other] ?? (0, 0, 0)
                if roles & PeopleIndex.Roles.director != 0 { counts.directors += 1 }
                if roles & PeopleIndex.Roles.writer != 0 { counts.writers += 1 }
                if roles & PeopleIndex.Roles.cast != 0 { counts.actors += 1 }
                shared[other] = counts
            }
        }
        let genres = browse.genreMasks[Int(film)]
        var candidates = Set(shared.keys)
        if genres != 0 {
            var found = 0
            for other in 0..<Film(browse.filmCount) where other != film && found < Self.genreCandidates {
                if genreShare(genres, browse.genreMasks[Int(other)]) >= 0.5 {
                    candidates.insert(other)
                    found += 1
                }
            }
        }
        let scored = candidates.map { other -> (Film, Double) in
            let counts = shared[other] ?? (0, 0, 0)
            let people = 3 * Double(counts.directors) + 2 * Double(counts.writers) + Double(min(counts.actors, 3))
            let renown = TitleIndex.renown(of: other)
            return (
                other,
                people * renown + 2 * genreShare(genres, browse.genreMasks[Int(other)]) + era(film, other) + 1.5
                    * renown
            )
        }
        return scored.sorted { ($0.1, $1.0) > ($1.1, $0.0) }.prefix(limit).map(\.0)
    }

    /// The share of the two films' genres that both have (0 to 1).
    private func genreShare(_ first: UInt32, _ second: UInt32) -> Double {
        let union = (first | second).nonzeroBitCount
        return union == 0 ? 0 : Double((first & second).nonzeroBitCount) / Double(union)
    }

    private func era(_ film: Film, _ other: Film) -> Double {
        let (first, second) = (Int(browse.years[Int(film)]), Int(browse.years[Int(other)]))
        guard first > 0, second > 0 else { return 0 }
        let apart = abs(first - second)
        return apart <= 5 ? 1 : apart <= 10 ? 0.5 : 0
    }
}
