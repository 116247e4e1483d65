import MoviesDomain
import MoviesRemote

/// A film's page and posters, and the films members add: kept in the store, or sent to a server.
struct FilmsRoom: Sendable {
    let fetchMovieDetails: FetchMovieDetailsUseCase
    let fetchPosterImage: FetchPosterImageUseCase
    /// Films members add: over a store, kept there; over a server, sent there.
    let addFilm: AddFilmUseCase?
    /// An operator's view of the added films, where the database is.
    let addedFilmsList: AddedFilmsUseCase?
    /// A film's page: over a store read part by part, over a server one request.
    let filmPages: any FilmPageReading
    /// A film another app shares, found by the import's matching.
    let sharedFilms: any SharedFilmFinding

    init(_ parts: RoomParts, saved: SavedRoom, diary: DiaryRoom, reviews: ReviewsRoom, discover: DiscoverRoom) {
        fetchMovieDetails = FetchMovieDetailsUseCase(repository: parts.movies)
        fetchPosterImage = FetchPosterImageUseCase(repository: parts.posters)
        // Over a server, its index of ids finds the film (a client has none).
        sharedFilms =
            parts.server.map { ServerSharedFilms(client: $0) }
            ?? SharedFilmUseCase(
                matcher: FilmMatcher(
                    movies: parts.unrememberedMovies, identifiers: parts.identifiers, source: parts.filmSource),
                films: parts.films)
        addFilm = (parts.filmAdditions ?? parts.addedFilms).map {
            AddFilmUseCase(movies: parts.unrememberedMovies, identifiers: parts.identifiers, added: $0)
        }
        addedFilmsList =
            parts.keepsAccounts
            ? parts.addedFilms.map {
                AddedFilmsUseCase(
                    added: $0, members: parts.members, movies: parts.movies, source: parts.filmSource,
                    identifiers: parts.identifiers)
            } : nil
        filmPages =
            parts.server.map { ServerFilmPageReading(client: $0) }
            ?? FilmPageUseCase(
                details: fetchMovieDetails, savedFilms: saved.savedFilms, diary: diary.diary,
                reviews: reviews.filmReviews, moreLikeThis: discover.moreLikeThis)
    }
}

extension AppContainer {
    var fetchMovieDetails: FetchMovieDetailsUseCase { filmsRoom.fetchMovieDetails }
    var fetchPosterImage: FetchPosterImageUseCase { filmsRoom.fetchPosterImage }
    var addFilm: AddFilmUseCase? { filmsRoom.addFilm }
    var addedFilmsList: AddedFilmsUseCase? { filmsRoom.addedFilmsList }
    var filmPages: any FilmPageReading { filmsRoom.filmPages }
}
