/// A film as a file names it: a title and year, an IMDb id where the file has one, and this site's own id
/// in this site's export.
public struct FilmHint: Sendable, Hashable, CustomStringConvertible {
    public let title: String
    public let year: Int?
    public let imdbID: String?
    public let reference: FilmReference?

    public init(title: String, year: Int?, imdbID: String? = nil, reference: FilmReference? = nil) {
        self.title = title
        self.year = year
        self.imdbID = imdbID
        self.reference = reference
    }

    /// What a member's choice for the film is kept by: the title as written but for case and spaces, the
    /// year and the IMDb id.
    public var choiceKey: String {
        [TitleKey.exact(title), year.map(String.init) ?? "", imdbID ?? ""].joined(separator: "\u{1F}")
    }

    /// "Heat (1995)".
    public var description: String { year.map { "\(title) (\($0))" } ?? title }
}
