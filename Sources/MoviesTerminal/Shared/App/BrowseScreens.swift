public import MoviesDomain
public import MoviesPresentation

/// The screens the terminal app shows, as the composition root makes them: the app asks for view models
/// and never reaches a use case.
public protocol BrowseScreens: SearchScreens, FilmScreens, DiscoverScreens, SavedScreens, DiaryScreens, ListScreens,
    ClubScreens, NotificationsScreens, TasteScreens
{
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
