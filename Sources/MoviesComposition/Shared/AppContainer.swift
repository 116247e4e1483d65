public import Foundation
import Logging
public import MoviesData
public import MoviesDomain
import MoviesPostgres
import MoviesPresentation
import MoviesRemote
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

    // Each feature's use cases, made in its room (`Lists/ListsRoom.swift`), which names them to the
    // container's screens.
    let searchRoom: SearchRoom
    let discoverRoom: DiscoverRoom
    let savedRoom: SavedRoom
    let reviewsRoom: ReviewsRoom
    let diaryRoom: DiaryRoom
    let filmsRoom: FilmsRoom
    let listsRoom: ListsRoom
    let profilesRoom: ProfilesRoom
    let clubRoom: ClubRoom
    let notificationsRoom: NotificationsRoom
    let playsRoom: PlaysRoom
    let tasteRoom: TasteRoom
    let transferRoom: TransferRoom
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
            memberFilms: members, diary: members, sentLogs: members, lists: members, favourites: members,
            follows: members,
            feed: members, comments: members, together: members, notices: members, plays: members,
            rankings: members,
            importJobs: ImportJobsParts(
                turns: members, choices: members, jobs: members, takeover: importTakeover),
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

    /// The graph of either kind: over a store (its account side), or over a server (`server`, whose
    /// rooms answer a screen with one request where they can; `member` is whom its token acts for;
    /// searches for nobody go through `unrememberedMovies`).
    init(
        movies: any MoviesRepository,
        discovery: any DiscoveryRepository,
        posters: any PosterImagesRepository,
        recentQueries: @escaping @Sendable (_ owner: String) -> any RecentQueriesRepository,
        memberFilms members: any MemberFilmsStore,
        diary: any DiaryRepository,
        sentLogs: (any SentLogsRepository)? = nil,
        lists: (any ListsRepository)? = nil,
        favourites: (any FavouritesRepository)? = nil,
        follows: any FollowsRepository,
        followedMembers: (any MemberDirectory)? = nil,
        feed: any FeedRepository,
        comments: any CommentsRepository,
        together: any TogetherRepository,
        notices: any NotificationsRepository,
        plays: (any PlaysRepository)? = nil,
        rankings: (any MemberRankingsRepository)? = nil,
        importJobs: ImportJobsParts = ImportJobsParts(),
        accountSide: AccountSide?,
        exports: any AccountArchives,
        identifiers: (any FilmIdentifiersRepository)? = nil,
        addedFilms: (any AddedFilmsRepository)? = nil,
        filmAdditions: (any FilmAdditionsRepository)? = nil,
        forYou: (any ForYouProviding)? = nil,
        pick: (any PickProviding)? = nil,
        server: MoviesServerClient? = nil,
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
        let parts = RoomParts(
            movies: movies, unrememberedMovies: unrememberedMovies ?? movies, discovery: discovery, posters: posters,
            members: members, diary: diary, sentLogs: sentLogs, lists: lists, favourites: favourites, follows: follows,
            directory: followedMembers ?? members, feed: feed, comments: comments, together: together,
            notices: notices, plays: plays, rankings: rankings,
            identifiers: identifiers ?? DetailsFilmIdentifiers(movies: movies),
            addedFilms: addedFilms, filmAdditions: filmAdditions,
            films: FilmSource(source == .catalog ? .catalog : .tmdb, movies: movies), keepsAccounts: accountSide != nil,
            server: server, now: now)
        searchRoom = SearchRoom(parts, recent: recentQueries(""))
        discoverRoom = DiscoverRoom(parts)
        savedRoom = SavedRoom(parts)
        reviewsRoom = ReviewsRoom(parts)
        diaryRoom = DiaryRoom(parts)
        filmsRoom = FilmsRoom(parts, saved: savedRoom, diary: diaryRoom, reviews: reviewsRoom, discover: discoverRoom)
        listsRoom = ListsRoom(parts)
        profilesRoom = ProfilesRoom(parts)
        clubRoom = ClubRoom(parts, diary: diaryRoom)
        notificationsRoom = NotificationsRoom(parts)
        playsRoom = PlaysRoom(parts, diary: diaryRoom, tokens: accountSide?.tokens, choices: importJobs.choices)
        tasteRoom = TasteRoom(parts, club: clubRoom, forYou: forYou, pick: pick)
        transferRoom = TransferRoom(parts, films: filmsRoom, exports: exports, jobs: importJobs)
        self.accountSide = accountSide
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
