public import MoviesDomain
public import MoviesPresentation

extension AppContainer: SavedScreens {
    public func savedScreen(member: User.ID, strings: Strings) -> SavedFilmsViewModel {
        SavedFilmsViewModel(savedFilms: savedKeeping, user: member, strings: strings)
    }
}
