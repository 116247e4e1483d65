/// A labelled line of a movie's details page.
public struct MovieDetailsFact: Equatable, Sendable {
    /// What the line tells, whatever the language of its label.
    public enum Kind: CaseIterable, Sendable {
        case originalTitle, tagline, released, runtime, genres, rating, directors, writers, cast, countries
        case languages, certification, metascore, awards, production, boxOffice, status, imdb, addedBy
    }

    public let kind: Kind
    public let label: String
    public let value: String

    public init(kind: Kind, label: String, value: String) {
        self.kind = kind
        self.label = label
        self.value = value
    }
}
