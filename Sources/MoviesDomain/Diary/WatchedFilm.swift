/// A film as the diary keeps it: what lists, cards and statistics show of it, taken from the source when
/// it was logged, so a diary of thousands of films is read without asking the source about each.
public struct WatchedFilm: Sendable, Equatable {
    public let reference: FilmReference
    public let title: String
    public let year: Int?
    public let posterPath: String?
    /// Minutes; nil where the source does not say.
    public let runtime: Int?
    public let genres: [String]
    public let directors: [String]
    /// The first few of the cast, in the source's order.
    public let cast: [String]
    /// The pages of the people above who have one, by name.
    public let people: [String: Person.ID]

    public static let castKept = 8

    public init(
        reference: FilmReference, title: String, year: Int?, posterPath: String?, runtime: Int?, genres: [String],
        directors: [String], cast: [String], people: [String: Person.ID] = [:]
    ) {
        self.reference = reference
        self.title = title
        self.year = year
        self.posterPath = posterPath
        self.runtime = runtime
        self.genres = genres
        self.directors = directors
        self.cast = Array(cast.prefix(Self.castKept))
        let named = Set(directors + self.cast)
        self.people = people.filter { named.contains($0.key) }
    }

    public init(_ movie: Movie, reference: FilmReference) {
        self.init(
            reference: reference, title: movie.title, year: movie.releaseDate.year, posterPath: movie.posterPath,
            runtime: movie.runtime, genres: movie.genres, directors: movie.directors, cast: movie.cast,
            people: movie.extras.people)
    }
}
