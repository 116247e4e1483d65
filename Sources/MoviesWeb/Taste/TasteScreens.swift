public import MoviesDomain
public import MoviesPresentation

/// The screens of a member's taste: For you and tonight's pick.
public protocol TasteScreens: Sendable {
    func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel
    func pickScreen(member: User.ID, strings: Strings) -> PickViewModel
}
