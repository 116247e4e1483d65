public import Foundation
import Logging
public import MoviesData
public import MoviesDomain
import MoviesPostgres
import MoviesPresentation
import MoviesSQLite
import MoviesTMDB

/// Builds the object graph: the one place that knows which concrete repositories stand behind the
/// Domain's protocols. Its use cases are its own: front ends get screens from its factories, one file a
/// feature (`Diary/AppContainer+DiaryScreens.swift` makes what `MoviesPresentation`'s `DiaryScreens`
/// declares), so none can call a use case. `history` owns the recent searches (a web visitor, a member, the
/// command line's own); `member` is who is signed in, if anyone.
public struct AppContainer: Sendable {
    /// The threads every import of this process runs on: half the cores, so a server answering requests
    /// keeps the other half whatever members import.
    static let importThreads = ImportThreads(count: max(1, ProcessInfo.processInfo.activeProcessorCount / 2))

    let searchMovies: SearchMoviesUseCase
    let fetchRecentQueries: FetchRecentQueriesUseCase
    let fetchMovieDetails: FetchMovieDetailsUseCase
    let fetchPosterImage: FetchPosterImageUseCase
    let discoverMovies: DiscoverMoviesUseCase
    /// The people behind the films: found by name, and each with their films.
    let people: PeopleUseCase
    let moreLikeThis: MoreLikeThisUseCase
    /// Films members add: over a store, kept there; over a server, sent there.
    let addFilm: AddFilmUseCase?
    /// An operator's view of the added films, where the database is.
    let addedFilmsList: AddedFilmsUseCase?
    let savedFilms: SavedFilmsUseCase
    /// The saved films' screen: over a store the use case, over a server one request a change.
    let savedKeeping: any SavedFilmsKeeping
    let reviews: ReviewsUseCase
    /// A film's reviews screen: over a store the use case; over a server its reads, and one request a write.
    let filmReviews: any FilmReviewsService
    /// A film's page: over a store read part by part, over a server one request.
    let filmPages: any FilmPageReading
    /// Members' diaries: over a store, kept there; over a server, the signed-in member's there.
    let diary: DiaryUseCase
    /// A member's whole data as one file: made here from the store, or by the server.
    let exports: any AccountArchives
    /// Histories brought from other sites, matched against this source's films.
    let imports: ImportUseCase
    /// Over a server, imports it runs whole from one upload; over a store, none (``imports`` runs them).
    let serverImports: (any ServerSideImports)?
    /// Over a store, imports written in the background and kept there (a server's); over a server, none.
    let importJobs: ImportJobsUseCase?
    /// Members' lists: over a store, kept there; over a server, the signed-in member's there. Nil only for
    /// a container made without them.
    let lists: ListsUseCase?
    /// Members' profiles and favourite films: over a store, kept there; over a server, the signed-in
    /// member's there. Nil only for a container made without lists or favourites.
    let profiles: ProfileUseCase?
    /// The favourites' screen: over a store the profiles' use case, over a server one request a change.
    let favouritesKeeping: (any FavouritesKeeping)?
    /// A member's page: over a store the profiles' use case, over a server one request.
    let profileReading: (any ProfileReading)?
    /// A list's screen: over a store the lists' use case, over a server one request a page or a change.
    let listKeeping: (any ListKeeping)?
    /// Who follows whom, and who blocked whom: over a store, kept there; over a server, the server's.
    let follows: FollowsUseCase
    /// Following and blocking by name: over a store the use case, over a server one request each.
    let followChanging: any FollowChanging
    /// What the members one follows did.
    let feed: FeedUseCase
    /// Comments under reviews and lists: over a store, kept there; over a server, the server's.
    let comments: CommentsUseCase
    /// Whom members watched with, and the offers that makes: over a store, kept there; over a server, the
    /// server's.
    let together: TogetherUseCase
    /// The watch form's work: over a store the use cases', over a server one request an action.
    let watchWriting: any WatchWriting
    /// What members did that concerns a member: follows, comments, likes, watches they were named on.
    let notifications: NotificationsUseCase
    /// Films for a member from their own ratings: where the source's films can be scored (the catalog's,
    /// over a store); nil otherwise.
    let forYou: (any ForYouProviding)?
    let pick: (any PickProviding)?
    /// Accounts, tokens, sessions and attempts: over a store, its own; over a server, none.
    private let accountSide: AccountSide?

    /// The account side, or why there is none.
    func requireAccountSide() throws -> AccountSide {
        guard let accountSide else { throw AccountSide.elsewhere }
        return accountSide
    }
    /// Which source answers searches.
    public let source: MovieSource
    /// The secret that web visitors' ids are signed with: kept in the database, so every server sharing
    /// it accepts the others' visitors. Throws while the database cannot be reached.
    public let visitorKey: @Sendable () async throws -> [UInt8]
    /// Throws unless the app can answer from its store now: the store reachable, its schema and catalog
    /// in place. What `/ready` asks.
    public let checkReady: @Sendable () async throws -> Void
    /// Commits the writes still queued; for a server shutting down.
    public let finishWrites: @Sendable () async -> Void
    let movies: any MoviesRepository
    /// Searches for no visitor: the same films, asked so that nobody's history keeps them (over a server,
    /// asked without the member's token; the server saves a member's searches itself).
    let unrememberedMovies: any MoviesRepository
    let recentQueries: @Sendable (_ owner: String) -> any RecentQueriesRepository
    /// Whom saves and reviews are for: the `local` profile, or a server's signed-in member.
    let member: (@Sendable () async throws -> User.ID)?
    let moveRecentQueries: @Sendable (_ from: String, _ to: String) async throws -> Void

    /// The source as users call it: `catalog` or `TMDB`.
    public var sourceName: String { filmSource.name }

    /// The graph over the given repositories: what ``make(configuration:importProgress:)`` builds from the
    /// configuration, and what tests build from fakes. `recentQueries` gives one owner's recent queries.
    public init(
        movies: any MoviesRepository,
        discovery: any DiscoveryRepository,
        posters: any PosterImagesRepository,
        recentQueries: @escaping @Sendable (_ owner: String) -> any RecentQueriesRepository,
        members: any MemberStore,
        hasher: any PasswordHasher,
        source: MovieSource,
        moveRecentQueries: @escaping @Sendable (_ from: String, _ to: String) async throws -> Void = { _, _ in },
        visitorKey: @escaping @Sendable () async throws -> [UInt8] = { [key = Self.randomKey()] in key },
        checkReady: @escaping @Sendable () async throws -> Void = {},
        finishWrites: @escaping @Sendable () async -> Void = {},
        identifiers: (any FilmIdentifiersRepository)? = nil,
        addedFilms: (any AddedFilmsRepository)? = nil,
        recommendations: (any RecommendationsRepository)? = nil,
        importTakeover: TimeInterval = 30,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let accountSide = AccountSide(store: members, hasher: hasher)
        let exports = ExportUseCase(
            users: members, diary: members, saved: members, reviews: members, tokens: accountSide.tokenList,
            lists: members, favourites: members, comments: members,
            identifiers: identifiers ?? DetailsFilmIdentifiers(movies: movies), added: addedFilms,
            source: source == .catalog ? .catalog : .tmdb, writer: ZipAccountArchiveWriter(),
            executor: Self.importThreads)
        self.init(
            movies: movies, discovery: discovery, posters: posters, recentQueries: recentQueries,
            memberFilms: members, diary: members, lists: members, favourites: members, follows: members,
            feed: members, comments: members, together: members, notices: members, rankings: members,
            importTurns: members, importChoices: members, importJobs: members, importTakeover: importTakeover,
            accountSide: accountSide, exports: exports,
            identifiers: identifiers, addedFilms: addedFilms,
            forYou: recommendations.map {
                ForYouUseCase(diary: members, dismissed: members, recommendations: $0, kindred: members)
            },
            pick: recommendations.map {
                PickUseCase(
                    diary: members, saved: members, dismissed: members, recommendations: $0, follows: members,
                    users: members)
            },
            source: source,
            moveRecentQueries: moveRecentQueries, visitorKey: visitorKey, checkReady: checkReady,
            finishWrites: finishWrites, now: now)
    }

    /// The graph of either kind: over a store (its account side), or over a server (`member` is whom its
    /// token acts for; searches for nobody go through `unrememberedMovies`).
    init(
        movies: any MoviesRepository,
        discovery: any DiscoveryRepository,
        posters: any PosterImagesRepository,
        recentQueries: @escaping @Sendable (_ owner: String) -> any RecentQueriesRepository,
        memberFilms members: any MemberFilmsStore,
        diary diaryRepository: any DiaryRepository,
        lists listsRepository: (any ListsRepository)? = nil,
        favourites: (any FavouritesRepository)? = nil,
        follows followsRepository: any FollowsRepository,
        followedMembers: (any MemberDirectory)? = nil,
        feed feedRepository: any FeedRepository,
        comments commentsRepository: any CommentsRepository,
        together togetherRepository: any TogetherRepository,
        notices: any NotificationsRepository,
        rankings: (any MemberRankingsRepository)? = nil,
        importTurns: (any ImportTurnsRepository)? = nil,
        importChoices: (any ImportChoicesRepository)? = nil,
        importJobs: (any ImportJobsRepository)? = nil,
        importTakeover: TimeInterval = 30,
        accountSide: AccountSide?,
        exports: any AccountArchives,
        serverImports: (any ServerSideImports)? = nil,
        identifiers: (any FilmIdentifiersRepository)? = nil,
        addedFilms: (any AddedFilmsRepository)? = nil,
        filmAdditions: (any FilmAdditionsRepository)? = nil,
        forYou: (any ForYouProviding)? = nil,
        pick: (any PickProviding)? = nil,
        watchWriting: (any WatchWriting)? = nil,
        savedKeeping: (any SavedFilmsKeeping)? = nil,
        followChanging: (any FollowChanging)? = nil,
        filmReviews: (@Sendable (ReviewsUseCase) -> any FilmReviewsService)? = nil,
        favouritesKeeping: (any FavouritesKeeping)? = nil,
        profileReading: (any ProfileReading)? = nil,
        listKeeping: (any ListKeeping)? = nil,
        filmPages: (any FilmPageReading)? = nil,
        source: MovieSource,
        moveRecentQueries: @escaping @Sendable (_ from: String, _ to: String) async throws -> Void = { _, _ in },
        visitorKey: @escaping @Sendable () async throws -> [UInt8] = { [key = Self.randomKey()] in key },
        checkReady: @escaping @Sendable () async throws -> Void = {},
        finishWrites: @escaping @Sendable () async -> Void = {},
        member: (@Sendable () async throws -> User.ID)? = nil,
        unrememberedMovies: (any MoviesRepository)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        // The films members added open by their ids like any other.
        let movies: any MoviesRepository =
            addedFilms.map { MoviesWithAddedFilmsRepository(base: movies, added: $0, members: members) } ?? movies
        let shared = recentQueries("")
        searchMovies = SearchMoviesUseCase(moviesRepository: movies, recentQueriesRepository: shared)
        fetchRecentQueries = FetchRecentQueriesUseCase(repository: shared)
        fetchMovieDetails = FetchMovieDetailsUseCase(repository: movies)
        fetchPosterImage = FetchPosterImageUseCase(repository: posters)
        self.people = PeopleUseCase(repository: discovery)
        moreLikeThis = MoreLikeThisUseCase(movies: movies, discovery: discovery)
        addFilm = (filmAdditions ?? addedFilms).map {
            AddFilmUseCase(
                movies: unrememberedMovies ?? movies,
                identifiers: identifiers ?? DetailsFilmIdentifiers(movies: movies),
                added: $0)
        }
        let filmSource: FilmReference.Source = source == .catalog ? .catalog : .tmdb
        addedFilmsList =
            accountSide == nil
            ? nil
            : addedFilms.map {
                AddedFilmsUseCase(
                    added: $0, members: members, movies: movies, source: filmSource,
                    identifiers: identifiers ?? DetailsFilmIdentifiers(movies: movies))
            }
        let films = FilmSource(filmSource, movies: movies)
        discoverMovies = DiscoverMoviesUseCase(repository: discovery, rankings: rankings, films: films)
        savedFilms = SavedFilmsUseCase(saved: members, films: films, posters: posters)
        self.savedKeeping = savedKeeping ?? savedFilms
        reviews = ReviewsUseCase(
            reviews: members, diary: diaryRepository, opinions: members, users: members,
            follows: followsRepository, films: films, comments: commentsRepository)
        let filmReviews = filmReviews?(reviews) ?? reviews
        self.filmReviews = filmReviews
        let diary = DiaryUseCase(
            diary: diaryRepository, films: films, saved: members, reviews: members, users: members,
            follows: followsRepository)
        self.diary = diary
        self.filmPages =
            filmPages
            ?? FilmPageUseCase(
                details: fetchMovieDetails, savedFilms: savedFilms, diary: diary, reviews: filmReviews,
                moreLikeThis: moreLikeThis)
        self.accountSide = accountSide
        lists = listsRepository.map {
            ListsUseCase(lists: $0, films: films, users: members, follows: followsRepository)
        }
        if let listsRepository, let favourites {
            profiles = ProfileUseCase(
                users: members, favourites: favourites, diary: diaryRepository, reviews: members,
                lists: listsRepository, follows: followsRepository, films: films, comments: commentsRepository)
        } else {
            profiles = nil
        }
        self.favouritesKeeping = favouritesKeeping ?? profiles
        self.profileReading = profileReading ?? profiles
        self.listKeeping = listKeeping ?? lists
        feed = FeedUseCase(feed: feedRepository, users: members)
        follows = FollowsUseCase(
            follows: followsRepository, users: followedMembers ?? members, diary: diaryRepository)
        self.followChanging = followChanging ?? follows
        comments = CommentsUseCase(
            comments: commentsRepository, reviews: members, follows: followsRepository, diary: diaryRepository,
            now: now)
        together = TogetherUseCase(
            together: togetherRepository, follows: followsRepository, users: followedMembers ?? members, diary: diary)
        self.watchWriting = watchWriting ?? together
        notifications = NotificationsUseCase(notices: notices)
        self.forYou = forYou
        self.pick = pick
        self.exports = exports
        self.serverImports = serverImports
        let imports = ImportUseCase(
            reader: ExportFileReader(),
            matcher: FilmMatcher(
                movies: unrememberedMovies ?? movies,
                identifiers: identifiers ?? DetailsFilmIdentifiers(movies: movies),
                source: filmSource),
            films: films, diary: diaryRepository, saved: members, reviews: members, lists: listsRepository,
            turns: importTurns, choices: importChoices, favourites: favourites, adding: addFilm,
            executor: Self.importThreads)
        self.imports = imports
        self.importJobs = importJobs.map { ImportJobsUseCase(imports: imports, jobs: $0, staleAfter: importTakeover) }
        self.member = member
        self.moveRecentQueries = moveRecentQueries
        self.source = source
        self.movies = movies
        self.unrememberedMovies = unrememberedMovies ?? movies
        self.recentQueries = recentQueries
        self.visitorKey = visitorKey
        self.checkReady = checkReady
        self.finishWrites = finishWrites
    }

    /// 32 bytes from the system's random source: a key for a container that shares it with no other server.
    public static func randomKey() -> [UInt8] {
        (0..<32).map { _ in UInt8.random(in: .min ... .max) }
    }
}
