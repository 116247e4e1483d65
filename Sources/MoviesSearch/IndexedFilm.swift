public import MoviesDomain

/// One film as the indexes see it: what search finds it by, browsing filters and sorts by, and the people
/// credited. A catalog import gives them to ``CatalogIndex/Builder`` most popular first.
public struct IndexedFilm: Sendable {
    public let id: Int
    public let title: String
    /// The film's first language (ISO 639-1), which says whether its title opens with an article.
    public let language: String?
    public let genres: [Genre]
    public let released: ReleaseDate
    /// The running time in minutes, where known.
    public let runtime: Int?
    /// The critics' average out of 10, and how many reviews it gathers.
    public let rating: Double?
    public let reviews: Int
    public let directors: [String]
    public let writers: [String]
    public let cast: [String]
    /// Where it was made, as the catalog names the countries.
    public let countries: [String]

    public init(
        id: Int, title: String, language: String?, genres: [Genre], released: ReleaseDate, runtime: Int? = nil,
        rating: Double?, reviews: Int, directors: [String], writers: [String], cast: [String],
        countries: [String] = []
    ) {
        self.id = id
        self.title = title
        self.language = language
        self.genres = genres
        self.released = released
        self.runtime = runtime
        self.rating = rating
        self.reviews = reviews
        self.directors = directors
        self.writers = writers
        self.cast = cast
        self.countries = countries
    }
}
