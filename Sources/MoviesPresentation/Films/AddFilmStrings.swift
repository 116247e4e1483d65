/// The words of the page that adds a film the catalog lacks.
public struct AddFilmStrings: Sendable {
    public let heading: String
    public let intro: String
    /// Beside a search that found nothing: "Not here? Add “{query}”".
    public let notHere: @Sendable (_ query: String) -> String
    public let title: String
    public let year: String
    public let originalTitle: String
    public let directors: String
    public let cast: String
    /// Under the name fields: how several names are written.
    public let namesHint: String
    public let runtime: String
    public let genres: String
    public let country: String
    public let language: String
    public let imdb: String
    public let tmdb: String
    public let letterboxd: String
    public let optional: String
    public let add: String
    /// Above the films the draft may already be.
    public let lookalikes: String
    public let addAnyway: String
    /// An import's row no film fits: add its film as new.
    public let addFromImport: String
    /// Every row of an import left to choose, with a year: "Add the 3 films left as new, and import".
    public let addAllFromImport: @Sendable (_ count: Int) -> String
    /// The form that corrects a film its member added, the link to it on the film's page, and its button.
    public let correctHeading: String
    public let correct: String
    public let saveCorrection: String

    /// The words in `language`.
    public static func of(_ language: Language) -> AddFilmStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
