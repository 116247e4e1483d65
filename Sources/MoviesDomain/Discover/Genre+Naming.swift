/// Which of a film's genres a person names it by. Sources tag a film with every genre that touches it
/// (The Godfather is tagged thriller, drama, crime and history), in an order that says nothing, so the
/// genre shown first is chosen by a rule, in this order:
///
/// 1. what the film is made as: animation, documentary;
/// 2. a setting that names the whole film: western, war;
/// 3. its mode: comedy, musical, romance;
/// 4. a subject the film is about throughout: sport;
/// 5. a world with rules of its own: horror, science fiction, fantasy;
/// 6. what drives its plot: action, family, mystery, crime;
/// 7. what almost every film is or where its story comes from: drama, thriller (on most crime, horror and
///    mystery films), adventure, history, biography, music, and TV movie last.
///
/// Then the film's other genres move some of them (``namingRanks(of:)``): war yields to a love story or
/// another world, a musical biography without a love story is a musician's life, comedy in a thriller is
/// its tone, and a crime drama's action is only how its crimes are done.
///
/// Measured on 253 well-known films of the catalog (`Benchmarks/facts-genres.tsv`, BENCHMARKS.md).
extension Genre {
    /// Lower is named first.
    var namingRank: Int { Self.namingOrder.firstIndex(of: self) ?? Self.namingOrder.count }

    private static let namingOrder: [Genre] = [
        .animation, .documentary, .western, .war, .comedy, .musical, .romance, .sport, .horror,
        .scienceFiction, .fantasy, .action, .family, .mystery, .crime, .drama, .thriller, .adventure,
        .history, .biography, .music, .tvMovie,
    ]

    /// `tags` in the order a person names a film tagged with all of them.
    public static func asNamed(_ tags: Set<Genre>) -> [Genre] {
        let ranks = namingRanks(of: tags)
        return tags.sorted { (ranks[$0] ?? .infinity, $0.namingRank) < (ranks[$1] ?? .infinity, $1.namingRank) }
    }

    /// Each of `tags`' place in naming a film tagged with all of them; lower is named first.
    static func namingRanks(of tags: Set<Genre>) -> [Genre: Double] {
        var rank = Dictionary(uniqueKeysWithValues: tags.map { ($0, Double($0.namingRank)) })
        func move(_ genre: Genre, after other: Genre) {
            if let place = rank[genre], let otherPlace = rank[other], place < otherPlace {
                rank[genre] = otherPlace + 0.5
            }
        }
        func move(_ genre: Genre, before other: Genre) {
            if let place = rank[genre], let otherPlace = rank[other], place > otherPlace {
                rank[genre] = otherPlace - 0.5
            }
        }
        // Casablanca is a romance in wartime; Aliens is science fiction with soldiers.
        move(.war, after: .romance)
        move(.war, after: .scienceFiction)
        // Amadeus and Ray are lives of musicians; The Sound of Music, with its love story, is a musical.
        if let biography = rank[.biography], tags.contains(.musical), !tags.contains(.romance) {
            rank[.musical] = biography + 0.5
            rank[.biography] = -1
        }
        // Pulp Fiction and Terminator 2 are funny in places, and thrillers throughout.
        if tags.contains(.thriller) { move(.comedy, after: .drama) }
        // The Godfather Part II and Scarface have action in them, and are crime dramas.
        if tags.contains(.drama) { move(.crime, before: .action) }
        return rank
    }
}

extension Movie {
    /// The film's genres as its source names them, the one a person would name it by first (see
    /// ``Genre``'s naming rule); a name that is no ``Genre`` comes last, in the source's order.
    public var genresAsNamed: [String] {
        let ranks = Genre.namingRanks(of: Set(genres.compactMap(Genre.init(named:))))
        return genres.enumerated()
            .sorted { left, right in
                let leftRank = Genre(named: left.element).flatMap { ranks[$0] } ?? .infinity
                let rightRank = Genre(named: right.element).flatMap { ranks[$0] } ?? .infinity
                return (leftRank, left.offset) < (rightRank, right.offset)
            }
            .map(\.element)
    }
}
