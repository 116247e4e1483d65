public import MoviesDomain
public import MoviesPresentation

extension AppContainer: PlaysScreens {
    public func playsScreen(member: User.ID, strings: Strings) -> PlaysViewModel {
        PlaysViewModel(member: member, plays: plays, strings: strings)
    }
}
