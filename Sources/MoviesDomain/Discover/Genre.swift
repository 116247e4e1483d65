/// A kind of film, as every source's genres map onto it. The raw value is the spelling addresses and
/// JSON use (`science-fiction`); names shown to people come from Presentation, in their language.
public enum Genre: String, CaseIterable, Comparable, Sendable {
    case action, adventure, animation, biography, comedy, crime, documentary, drama, family, fantasy
    case history, horror, music, musical, mystery, romance
    case scienceFiction = "science-fiction"
    case sport, thriller
    case tvMovie = "tv-movie"
    case war, western

    /// The genre a source or a person calls `name`: its address spelling (`science-fiction`), or an
    /// English name as the catalog and TMDB write them (`Sci-Fi`, `Science Fiction`, `TV Movie`), in any
    /// case; nil for anything else.
    public init?(named name: String) {
        let key = String(name.lowercased().filter { $0.isLetter })
        guard let genre = Self.byKey[key] else { return nil }
        self = genre
    }

    /// The genres `names` ask for, each a name ``init(named:)`` reads or several separated by commas (as
    /// an address or a command line gives them); throws for the first that is no genre.
    public static func parse(_ names: some Sequence<String>) throws(DiscoverFilter.Error) -> [Genre] {
        var genres: [Genre] = []
        for name in names.lazy.flatMap({ $0.split(separator: ",") }) {
            guard let genre = Genre(named: String(name)) else { throw .unknownGenre(String(name.prefix(40))) }
            genres.append(genre)
        }
        return genres
    }

    public static func < (lhs: Genre, rhs: Genre) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let byKey: [String: Genre] = {
        var keys = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.filter(\.isLetter), $0) })
        keys["scifi"] = .scienceFiction
        keys["sports"] = .sport
        keys["biopic"] = .biography
        return keys
    }()
}
