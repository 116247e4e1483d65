public import MoviesDomain
public import MoviesPresentation

/// The screens of what members do: saved films, a film's reviews, a member's page, and the posters
/// kept with saved films.
public protocol MemberScreens: PosterScreens {
    func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel
    func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel
    func memberPage(named name: String, strings: Strings) -> MemberPageViewModel
    /// The source a bare film number (`17738`) is read as.
    var filmSource: FilmReference.Source { get }
}
