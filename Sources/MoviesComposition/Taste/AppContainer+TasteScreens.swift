public import MoviesDomain
public import MoviesPresentation

extension AppContainer: TasteScreens {
    public func forYouScreen(member: User.ID, strings: Strings) -> ForYouViewModel {
        ForYouViewModel(member: member, forYou: forYou, films: filmSource, strings: strings)
    }

    public func pickScreen(member: User.ID, strings: Strings) -> PickViewModel {
        PickViewModel(member: member, pick: pick, films: filmSource, strings: strings)
    }
}
