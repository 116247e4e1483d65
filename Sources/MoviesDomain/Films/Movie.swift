/// A film. Two movies are the same movie when their ids are equal, whatever their other fields say:
/// a search result and the details fetched later describe one entity.
public struct Movie: Identifiable, Sendable {
    public let id: ID
    public var title: String
    public var originalTitle: String
    public var overview: String?
    public var posterPath: String?
    public var releaseDate: ReleaseDate
    public var genres: [String]
    /// Running time in minutes.
    public var runtime: Int?
    public var originalLanguage: String?
    public var rating: Rating?
    public var directors: [String]
    /// In the order ``Extras/castOrder`` says: billing where the source has it.
    public var cast: [String]
    public var countries: [String]
    /// Details that only some sources know; empty where unknown.
    public var extras: Extras

    public init(
        id: ID,
        title: String,
        originalTitle: String? = nil,
        overview: String? = nil,
        posterPath: String? = nil,
        releaseDate: ReleaseDate = .unknown,
        genres: [String] = [],
        runtime: Int? = nil,
        originalLanguage: String? = nil,
        rating: Rating? = nil,
        directors: [String] = [],
        cast: [String] = [],
        countries: [String] = [],
        extras: Extras = Extras()
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle ?? title
        self.overview = overview
        self.posterPath = posterPath
        self.releaseDate = releaseDate
        self.genres = genres
        self.runtime = runtime
        self.originalLanguage = originalLanguage
        self.rating = rating
        self.directors = directors
        self.cast = cast
        self.countries = countries
        self.extras = extras
    }
}

extension Movie: Equatable, Hashable {
    public static func == (lhs: Movie, rhs: Movie) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
