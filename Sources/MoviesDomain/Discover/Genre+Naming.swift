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
/// Checked on 59 well-known films (`GenreNamingTests`): the first genre is one a person would name for 52.
extension Genre {
    /// Lower is named first.
    var namingRank: Int { Self.namingOrder.firstIndex(of: self) ?? Self.namingOrder.count }

    private static let namingOrder: [Genre] = [
        .animation, .documentary, .western, .war, .comedy, .musical, .romance, .sport, .horror,
        .scienceFiction, .fantasy, .action, .family, .mystery, .crime, .drama, .thriller, .adventure,
        .history, .biography, .music, .tvMovie,
    ]
}

extension Movie {
    /// The film's genres as its source names them, the one a person would name it by first (see
    /// ``Genre``'s naming rule); a name that is no ``Genre`` comes last, in the source's order.
    public var genresAsNamed: [String] {
        genres.enumerated()
            .sorted { left, right in
                let leftRank = Genre(named: left.element)?.namingRank ?? Int.max
                let rightRank = Genre(named: right.element)?.namingRank ?? Int.max
                return (leftRank, left.offset) < (rightRank, right.offset)
            }
            .map(\.element)
    }
}
