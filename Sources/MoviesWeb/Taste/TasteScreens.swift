public import MoviesDomain
public import MoviesPresentation

/// The screens of a member's taste: For you.
public protocol TasteScreens: Sendable {
    func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel
}
