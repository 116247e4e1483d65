import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport

/// Every use case a screen needs, over memory: films, a member store with one member (Ana), recent
/// searches. What the screens' tests build their view models from, with no database.
struct Shelf {
    let movies: InMemoryMoviesRepository
    let store = InMemoryMemberStore()
    let recent = InMemoryRecentQueriesRepository()
    let ana = User.ID("ana")

    init(_ films: [Movie]) async throws {
        movies = InMemoryMoviesRepository(movies: films)
        try await store.add(
            User(
                id: ana, name: try UserName("ana"), fullName: try FullName(given: "Ana", family: "Lima"),
                joined: Date(timeIntervalSince1970: 1_772_496_000)),
            passwordHash: "")
    }

    var savedFilms: SavedFilmsUseCase {
        SavedFilmsUseCase(
            saved: store, films: FilmSource(.catalog, movies: movies), posters: InMemoryPosterImagesRepository())
    }

    var reviews: ReviewsUseCase {
        ReviewsUseCase(
            reviews: store, diary: store, opinions: store, users: store, follows: store,
            films: FilmSource(.catalog, movies: movies))
    }

    /// The diary, with "today" 2027-01-15 (the test clock's day).
    var diary: DiaryUseCase {
        DiaryUseCase(
            diary: store, films: FilmSource(.catalog, movies: movies), saved: store, reviews: store, users: store,
            now: TestClock().now)
    }

    /// Watching together, over ``diary``.
    var together: TogetherUseCase {
        TogetherUseCase(together: store, follows: store, users: store, diary: diary, now: TestClock().now)
    }

    /// The watch form of ana's, over ``diary``.
    var watchForm: WatchFormViewModel {
        WatchFormViewModel(watches: together, member: ana)
    }

    /// Profiles, with "this year" 2027 (the test clock's).
    var profiles: ProfileUseCase {
        ProfileUseCase(
            users: store, favourites: store, diary: store, reviews: store, lists: store,
            follows: store, films: FilmSource(.catalog, movies: movies), now: TestClock().now)
    }

    func member(_ id: User.ID?) -> MemberFilms { MemberFilms(savedFilms: savedFilms, diary: diary, member: id) }

    func film(_ id: String) -> FilmReference { FilmReference(source: .catalog, movieID: Movie.ID(id)) }

    func search(member: User.ID? = nil, notesCoverage: Bool = false, strings: Strings = .english) -> SearchViewModel {
        SearchViewModel(
            searchMovies: SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: recent),
            people: PeopleUseCase(repository: movies), member: self.member(member), notesCoverage: notesCoverage,
            strings: strings)
    }

    func film(_ lookup: FilmLookup, member: User.ID? = nil, strings: Strings = .english) -> FilmViewModel {
        let (details, more) = (
            FetchMovieDetailsUseCase(repository: movies), MoreLikeThisUseCase(movies: movies, discovery: movies)
        )
        let pages = FilmPageUseCase(
            details: details, savedFilms: savedFilms, diary: diary, reviews: reviews, moreLikeThis: more)
        return FilmViewModel(
            lookup, fetchMovieDetails: details, pages: pages, moreLikeThis: more, member: self.member(member),
            reviews: { [reviews] in FilmReviewsViewModel(film: $0, reviews: reviews, member: member, strings: strings)
            },
            strings: strings)
    }

    func home(strings: Strings = .english) -> HomeViewModel {
        HomeViewModel(
            fetchRecentQueries: FetchRecentQueriesUseCase(repository: recent),
            forgetRecentQueries: ForgetRecentQueriesUseCase(repository: recent),
            discoverMovies: DiscoverMoviesUseCase(repository: movies), strings: strings)
    }
}
