public import MoviesDomain
public import MoviesPresentation

/// One factory per screen: what every front end asks for, and the only way a front end reaches the use
/// cases. `history` owns the recent searches (a web visitor, a member, the command line's own);
/// `member` is who is signed in, if anyone.
extension AppContainer {
    /// `member`: who is signed in, whose own films lead the page.
    public func homeScreen(history: HistoryOwner, member: User.ID? = nil, strings: Strings) -> HomeViewModel {
        HomeViewModel(
            fetchRecentQueries: fetchRecentQueries(of: history),
            forgetRecentQueries: forgetRecentQueries(of: history), discoverMovies: discoverMovies,
            notesCoverage: source == .catalog,
            member: member.map { (YourFilmsUseCase(diary: diary, saved: savedFilms), $0) }, strings: strings)
    }

    /// The recent searches alone: what a search box suggests while it is empty, and clearing them.
    public func recentSearches(of history: HistoryOwner, maxCount: Int = 10) -> RecentQueriesViewModel {
        RecentQueriesViewModel(
            fetchRecentQueries: fetchRecentQueries(of: history),
            forgetRecentQueries: forgetRecentQueries(of: history), maxCount: maxCount)
    }

    /// Searches that save to `history`'s recent searches; with none, searches that save nothing.
    public func searchScreen(history: HistoryOwner?, member: User.ID?, strings: Strings) -> SearchViewModel {
        SearchViewModel(
            searchMovies: searchMovies(savingTo: history), people: people, member: memberFilms(member),
            notesCoverage: source == .catalog, strings: strings)
    }

    /// What a search box suggests while words are typed; it saves nothing.
    public func suggestions(strings: Strings) -> SuggestionsViewModel {
        SuggestionsViewModel(searchMovies: searchMovies(savingTo: nil), people: people, strings: strings)
    }

    public func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel {
        FilmViewModel(
            lookup, fetchMovieDetails: fetchMovieDetails, moreLikeThis: moreLikeThis, member: memberFilms(member),
            reviews: { [reviews] film in
                FilmReviewsViewModel(film: film, reviews: reviews, member: member, strings: strings)
            },
            strings: strings)
    }

    /// Adding a film the catalog lacks, for `member` (over a server, the server adds it).
    public func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel {
        guard let addFilm else {
            throw ConfigurationError("films are not added here")
        }
        return AddFilmViewModel(films: addFilm, member: member, source: filmSource, strings: strings)
    }

    /// An operator's list of the films members added, where the database is.
    public func addedFilmsScreen(strings: Strings) throws -> AddedFilmsViewModel {
        guard let addedFilmsList else { throw ConfigurationError("run it where the database is") }
        return AddedFilmsViewModel(films: addedFilmsList, source: filmSource, strings: strings)
    }

    public func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel {
        FilmReviewsViewModel(film: film, reviews: reviews, member: member, strings: strings)
    }

    public func posters() -> PosterViewModel {
        PosterViewModel(fetchPosterImage: fetchPosterImage, savedFilms: savedFilms)
    }

    /// The source films are named by in saved films and reviews (`catalog:…`, `tmdb:…`): what a front end
    /// reads a film id from a person with.
    public var filmSource: FilmReference.Source { savedFilms.source }

    fileprivate func memberFilms(_ member: User.ID?) -> MemberFilms {
        MemberFilms(savedFilms: savedFilms, diary: diary, member: member)
    }
}

extension AppContainer {
    public func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel {
        SavedFilmsViewModel(savedFilms: savedFilms, user: member, strings: strings)
    }

    public func filmMarksScreen(member: User.ID, strings: Strings) -> FilmMarksViewModel {
        FilmMarksViewModel(member: memberFilms(member), strings: strings)
    }

    /// The member's diary.
    public func diaryScreen(member: User.ID, strings: Strings) -> DiaryViewModel {
        DiaryViewModel(diary: diary, member: member, strings: strings)
    }

    /// The form that logs or edits a watch.
    public func watchFormScreen(member: User.ID, strings: Strings) -> WatchFormViewModel {
        WatchFormViewModel(diary: diary, together: together, member: member, strings: strings)
    }

    /// The member's statistics, for all time or a year.
    public func statisticsScreen(member: User.ID, strings: Strings) -> StatisticsViewModel {
        StatisticsViewModel(diary: diary, member: member, strings: strings)
    }

    /// The diary of the member called `name`, when `viewer` may read it (404 otherwise, the same as no
    /// member).
    public func publicDiaryScreen(named name: String, viewer: User.ID?, strings: Strings) -> DiaryViewModel {
        DiaryViewModel(diary: diary, owner: .publicOf(name: name, viewer: viewer), strings: strings)
    }

    public func publicStatisticsScreen(named name: String, viewer: User.ID?, strings: Strings) -> StatisticsViewModel {
        StatisticsViewModel(diary: diary, owner: .publicOf(name: name, viewer: viewer), strings: strings)
    }

    /// A member's profile, as `viewer` may see it.
    public func memberPage(named name: String, viewer: User.ID?, strings: Strings) throws -> MemberPageViewModel {
        guard let profiles else { throw Self.profilesElsewhere }
        return MemberPageViewModel(named: name, viewer: viewer, profiles: profiles, strings: strings)
    }

    /// The member's name now.
    public func memberName(of member: User.ID) async throws -> String {
        guard let profiles else { throw Self.profilesElsewhere }
        return try await profiles.name(of: member)
    }

    /// The member's four favourite films.
    public func favouritesScreen(member: User.ID, strings: Strings) throws -> FavouritesViewModel {
        guard let profiles else { throw Self.profilesElsewhere }
        return FavouritesViewModel(member: member, profiles: profiles, strings: strings)
    }

    /// Following, unfollowing, blocking and unblocking members by name, for `member`.
    public func followScreen(member: User.ID, strings: Strings) -> FollowViewModel {
        FollowViewModel(member: member, follows: follows, strings: strings)
    }

    /// A member's followers or following, or the viewer's blocked members, as the viewer may see them.
    public func followsScreen(_ kind: FollowsViewModel.Kind, viewer: User.ID?, strings: Strings) -> FollowsViewModel {
        FollowsViewModel(kind, viewer: viewer, follows: follows, strings: strings)
    }

    /// What the members `member` follows did.
    public func feedScreen(member: User.ID, strings: Strings) -> FeedViewModel {
        FeedViewModel(.following(member), feed: feed, strings: strings)
    }

    /// What the member called `name` did that anyone may see.
    public func activityScreen(named name: String, strings: Strings) -> FeedViewModel {
        FeedViewModel(.publicActivity(name), feed: feed, strings: strings)
    }

    /// The comments under a review or list, and writing them, as `viewer` (nobody, signed out).
    /// Films for the member from their own ratings, and setting one aside.
    public func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel {
        ForYouViewModel(member: member, forYou: forYou, films: filmSource, strings: strings)
    }

    public func pickScreen(member: User.ID, strings: Strings) -> PickViewModel {
        PickViewModel(member: member, pick: pick, films: filmSource, strings: strings)
    }

    /// The watches offered to the member, to accept or dismiss.
    public func togetherScreen(member: User.ID, strings: Strings) -> TogetherViewModel {
        TogetherViewModel(member: member, together: together, strings: strings)
    }

    /// What is new for the member: the header's count, and its page.
    public func newsScreen(member: User.ID, strings: Strings) -> NewsViewModel {
        NewsViewModel(member: member, news: news, strings: strings)
    }

    public func commentsScreen(viewer: User.ID?, strings: Strings) -> CommentsViewModel {
        CommentsViewModel(viewer: viewer, comments: comments, strings: strings)
    }

    /// Why a container made without lists or favourites has no profiles.
    static let profilesElsewhere = ConfigurationError("this Movies keeps no profiles or favourites")
}

extension AppContainer {
    public func discoverScreen(member: User.ID?, strings: Strings) -> DiscoverViewModel {
        DiscoverViewModel(discoverMovies: discoverMovies, member: memberFilms(member), strings: strings)
    }

    public func personScreen(_ lookup: PersonViewModel.Lookup, strings: Strings) -> PersonViewModel {
        PersonViewModel(lookup, people: people, strings: strings)
    }
}

extension AppContainer {
    /// The accounts within `limits`, each password check taking one of `turns`: what the account screens
    /// share (one per server, so its turns are this server's). Over a server there are none to guard.
    public func accountGuard(limits: AccountLimits, turns: any PasswordCheckTurns) throws -> AccountGuard {
        let side = try requireAccountSide()
        return AccountGuard(
            accounts: side.accounts, tokens: side.tokens, attempts: side.attempts, limits: limits, turns: turns)
    }

    /// Signed-in sessions, shared by every server on the store; over a server there are none.
    public func sessions() throws -> any SessionsRepository {
        try requireAccountSide().sessions
    }

    public func tokensScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccessTokensViewModel {
        AccessTokensViewModel(accounts: accounts, address: address, strings: strings)
    }

    /// The sign-up and sign-in forms.
    public func accountFormScreen(_ accounts: AccountGuard, address: String, strings: Strings) -> AccountFormViewModel {
        AccountFormViewModel(accounts: accounts, address: address, strings: strings)
    }

    public func settingsScreen(
        _ accounts: AccountGuard, member: User, address: String, strings: Strings
    ) -> SettingsViewModel {
        SettingsViewModel(accounts: accounts, diary: diary, member: member, address: address, strings: strings)
    }
}

extension AppContainer {
    /// The member's whole data as one file.
    public func exportScreen(member: User.ID, strings: Strings) -> ExportViewModel {
        ExportViewModel(archives: exports, member: member, strings: strings)
    }
}

extension AppContainer {
    /// An import of the member's history from another site or this one's export.
    public func importScreen(member: User.ID, strings: Strings) -> ImportViewModel {
        ImportViewModel(imports: imports, member: member, strings: strings)
    }

    /// Over a store, the member's imports written in the background and kept there; nil over a server.
    public func importJobsScreen(member: User.ID, strings: Strings) -> ImportJobsViewModel? {
        importJobs.map { ImportJobsViewModel(jobs: $0, member: member, strings: strings) }
    }

    /// Takes over one background import whose server stopped answering, and writes it here; whether there
    /// was one. A server asks every few seconds.
    public func resumeStaleImport() async -> Bool {
        guard let importJobs else { return false }
        return (try? await importJobs.resumeOne()) != nil
    }

    /// Over a server, an import the server runs whole from one upload; nil over a store.
    public func serverImportScreen(strings: Strings) -> ServerImportViewModel? {
        serverImports.map { ServerImportViewModel(imports: $0, strings: strings) }
    }
}

extension AppContainer {
    /// Why a container made without lists has none.
    static let listsElsewhere = ConfigurationError("this Movies keeps no lists")

    /// The member's lists.
    public func listsScreen(member: User.ID?, strings: Strings) throws -> ListsViewModel {
        guard let lists else { throw Self.listsElsewhere }
        return ListsViewModel(lists: lists, member: member, strings: strings)
    }

    /// One list: the viewer's own, or another member's public one.
    public func listScreen(viewer: User.ID?, strings: Strings) throws -> ListViewModel {
        guard let lists else { throw Self.listsElsewhere }
        return ListViewModel(lists: lists, viewer: viewer, strings: strings)
    }
}
