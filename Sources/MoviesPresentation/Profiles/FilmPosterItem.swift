public import MoviesDomain

/// A film shown as its poster on a member's page: a favourite, a recent watch, a reviewed film.
public struct FilmPosterItem: Sendable, Equatable {
    public let film: FilmReference
    public let title: String
    public let year: Int?
    public let posterPath: String?
    /// Under the poster: the member's stars for a watch ("★★★★"), or nothing.
    public let caption: String?
    /// "Poster of Heat".
    public let altText: String
    /// The rating the caption shows, 1–10.
    public private(set) var rating: Int?

    public init(
        film: FilmReference, title: String, year: Int?, posterPath: String?, caption: String? = nil, strings: Strings
    ) {
        self.film = film
        self.title = title
        self.year = year
        self.posterPath = posterPath
        self.caption = caption
        altText = strings.posterAlt(title)
    }

    init(_ film: ListedFilm, strings: Strings) {
        self.init(
            film: film.reference, title: film.title, year: film.year, posterPath: film.posterPath, strings: strings)
    }

    init(_ watch: Profile.RecentWatch, strings: Strings) {
        let film = watch.film
        self.init(
            film: film.reference, title: film.title, year: film.year, posterPath: film.posterPath,
            caption: watch.rating.map { ReviewItemViewModel.stars($0, empty: false) }, strings: strings)
        rating = watch.rating
    }
}
