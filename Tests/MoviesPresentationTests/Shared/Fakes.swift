import MoviesDomain
import MoviesPresentation
import MoviesTestSupport

extension MemberFilms {
    /// Saved films over memory, for the catalog source.
    static func savedFilms(
        over movies: InMemoryMoviesRepository, store: InMemoryMemberStore = InMemoryMemberStore()
    ) -> SavedFilmsUseCase {
        SavedFilmsUseCase(
            saved: store, films: FilmSource(.catalog, movies: movies), posters: InMemoryPosterImagesRepository())
    }

    /// Nobody signed in: nothing saved.
    static func nobody(over movies: InMemoryMoviesRepository) -> MemberFilms {
        MemberFilms(savedFilms: savedFilms(over: movies), member: nil)
    }
}
