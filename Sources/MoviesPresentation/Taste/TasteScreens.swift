public import MoviesDomain

/// Films for the member from their own ratings, and tonight's pick with friends.
public protocol TasteScreens: Sendable {
    /// Films for the member from their own ratings, and setting one aside.
    func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel
    func pickScreen(member: User.ID, strings: Strings) -> PickViewModel
}
