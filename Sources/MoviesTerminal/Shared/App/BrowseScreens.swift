public import MoviesDomain
public import MoviesPresentation

/// The screens the terminal app shows, as the composition root makes them: the app asks for view models
/// and never reaches a use case.
public protocol BrowseScreens: Sendable {
    func searchScreen(history: HistoryOwner?, member: User.ID?, strings: Strings) -> SearchViewModel
    func suggestions(strings: Strings) -> SuggestionsViewModel
    func recentSearches(of history: HistoryOwner, maxCount: Int) -> RecentQueriesViewModel
    func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel
    func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel
    func discoverScreen(member: User.ID?, strings: Strings) -> DiscoverViewModel
    func personScreen(_ lookup: PersonViewModel.Lookup, strings: Strings) -> PersonViewModel
    func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel
    /// The member's diary, and the form that logs a watch (`l` on a film); none over a server yet.
    func diaryScreen(member: User.ID, strings: Strings) -> DiaryViewModel
    func watchFormScreen(member: User.ID, strings: Strings) -> WatchFormViewModel
    /// The member's lists (`l` in the Saved tab) and one list's films; throws where lists are not kept.
    func listsScreen(member: User.ID?, strings: Strings) throws -> ListsViewModel
    func listScreen(viewer: User.ID?, strings: Strings) throws -> ListViewModel
    /// What the members the member follows did (the Feed tab).
    func feedScreen(member: User.ID, strings: Strings) -> FeedViewModel
    /// Films for the member from their own ratings (the For you tab).
    func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel
    /// Tonight's pick with friends (`p` in the For you tab).
    func pickScreen(member: User.ID, strings: Strings) -> PickViewModel
    /// The form that adds a film the catalog lacks (`a` after a search that found nothing).
    func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel
    /// `catalog` or `TMDB`, shown in the header.
    var sourceName: String { get }
}

/// Who the app is for: whose recent searches it shows and whose films it saves (the local profile, or a
/// server's signed-in member; nobody over a server without a token), in which language.
public struct BrowseSession: Sendable {
    public let screens: any BrowseScreens
    public let member: User.ID?
    /// Whose recent searches (the command line's own).
    public let history: HistoryOwner
    public let strings: Strings
    /// Where the films come from when it is not this machine, as the header shows it: `ana @
    /// movies.example`, or why nobody is signed in there.
    public let place: String?

    public init(
        screens: any BrowseScreens, member: User.ID?, history: HistoryOwner, strings: Strings, place: String? = nil
    ) {
        self.screens = screens
        self.member = member
        self.history = history
        self.strings = strings
        self.place = place
    }
}
