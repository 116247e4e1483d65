public import MoviesDomain
public import MoviesPresentation

/// The screens of what members do: saved films, a film's reviews, the diary, a member's page, and the posters
/// kept with saved films.
public protocol MemberScreens: PosterScreens {
    func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel
    /// Which of some films the member saved, watched and rated.
    func filmMarksScreen(member: User.ID, strings: Strings) -> FilmMarksViewModel
    func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel
    func memberPage(named name: String, viewer: User.ID?, strings: Strings) throws -> MemberPageViewModel
    func favouritesScreen(member: User.ID, strings: Strings) throws -> FavouritesViewModel
    /// The member's diary, and the form that logs or edits a watch.
    func diaryScreen(member: User.ID, strings: Strings) -> DiaryViewModel
    func watchFormScreen(member: User.ID, strings: Strings) -> WatchFormViewModel
    func statisticsScreen(member: User.ID, strings: Strings) -> StatisticsViewModel
    /// Someone's diary and statistics, when they made them public.
    func publicDiaryScreen(named name: String, viewer: User.ID?, strings: Strings) -> DiaryViewModel
    func publicStatisticsScreen(named name: String, viewer: User.ID?, strings: Strings) -> StatisticsViewModel
    /// The source a bare film number (`17738`) is read as.
    var filmSource: FilmReference.Source { get }
}
