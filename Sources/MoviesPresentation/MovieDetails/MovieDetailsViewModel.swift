public import MoviesDomain

/// The details screen of one movie: its facts, then its poster at the width the screen has room for.
public actor MovieDetailsViewModel {
    private let movieID: Movie.ID
    private let fetchMovieDetails: FetchMovieDetailsUseCase
    private let fetchPosterImage: FetchPosterImageUseCase
    /// The screen's words: labels, "back to results", the poster's description.
    public let strings: Strings

    public private(set) var content: MovieDetailsContent?
    /// The entity behind the content, for machine-readable output (`--json`, the web API).
    public private(set) var movie: Movie?
    public private(set) var posterImage: PosterImage?
    public private(set) var failure: ScreenFailure?

    public init(
        movieID: Movie.ID,
        fetchMovieDetails: FetchMovieDetailsUseCase,
        fetchPosterImage: FetchPosterImageUseCase,
        strings: Strings = .english
    ) {
        self.strings = strings
        self.movieID = movieID
        self.fetchMovieDetails = fetchMovieDetails
        self.fetchPosterImage = fetchPosterImage
    }

    public func didLoad() async {
        do {
            let movie = try await fetchMovieDetails.execute(id: movieID)
            (self.movie, content) = (movie, MovieDetailsContent(movie: movie, strings: strings))
            failure = nil
        } catch {
            failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Fetches the poster for a display `width` in pixels; a movie without a poster keeps none.
    public func didLayOutPoster(width: Int) async {
        guard let path = content?.posterPath else { return }
        posterImage = try? await fetchPosterImage.execute(path: path, width: width)
    }
}
