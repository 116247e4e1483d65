import MoviesDomain

/// The columns of a catalog film that a list of results shows, as a store keeps them: lists are joined
/// in one string.
public struct CatalogListing: Sendable, Equatable {
    public let id: Int
    public let title: String
    public let released: String?
    public let genres: String
    public let directors: String
    public let countries: String
    public let runtime: Int?
    public let language: String?
    public let rating: Double?
    public let reviews: Int

    public init(
        id: Int, title: String, released: String?, genres: String, directors: String, countries: String,
        runtime: Int?, language: String?, rating: Double?, reviews: Int
    ) {
        self.id = id
        self.title = title
        self.released = released
        self.genres = genres
        self.directors = directors
        self.countries = countries
        self.runtime = runtime
        self.language = language
        self.rating = rating
        self.reviews = reviews
    }

    func toDomain() -> Movie {
        Movie(
            id: Movie.ID(String(id)),
            title: title,
            posterPath: CatalogPoster.path(for: id),
            releaseDate: released.map(ReleaseDate.init(iso8601:)) ?? .unknown,
            genres: CatalogImport.list(genres),
            runtime: runtime,
            originalLanguage: language,
            rating: rating.map { Rating(average: $0, voteCount: reviews, raters: .critics) },
            directors: CatalogImport.list(directors),
            countries: CatalogImport.list(countries)
        )
    }
}
