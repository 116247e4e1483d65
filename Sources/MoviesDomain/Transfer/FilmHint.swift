/// A film as a file names it: a title and year, an IMDb or TMDB id where the file has one, this site's own id
/// in this site's export, and, for a film a member added, every fact that export carries of it.
public struct FilmHint: Sendable, Hashable, CustomStringConvertible {
    public let title: String
    public let year: Int?
    public let imdbID: String?
    /// The Movie Database's number for the film (Trakt's histories, a media server's plays).
    public let tmdbID: Int?
    public let reference: FilmReference?
    /// What an export of this site says of a film a member added there: it is added here from them, should
    /// the member choose to, when no film here is it.
    public let facts: FilmFacts?

    public init(
        title: String, year: Int?, imdbID: String? = nil, tmdbID: Int? = nil, reference: FilmReference? = nil,
        facts: FilmFacts? = nil
    ) {
        self.title = title
        self.year = year
        self.imdbID = imdbID
        self.tmdbID = tmdbID
        self.reference = reference
        self.facts = facts
    }

    /// What a member's choice for the film is kept by: the title as written but for case and spaces, the
    /// year and the IMDb id.
    public var choiceKey: String {
        [TitleKey.exact(title), year.map(String.init) ?? "", imdbID ?? ""].joined(separator: "\u{1F}")
    }

    /// "Heat (1995)".
    public var description: String { year.map { "\(title) (\($0))" } ?? title }
}
