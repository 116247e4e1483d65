public import MoviesComposition
public import MoviesDomain
public import MoviesWeb

/// The container makes every screen the web shows, and supplies the services it keeps beside them.
extension AppContainer: SearchScreens, DiscoverScreens, MemberScreens, AccountScreens, TransferScreens, ListScreens,
    AddedFilmScreens, ClubScreens, TasteScreens, WebServices
{
    public var sessionStorage: any SessionsRepository {
        get throws { try sessions() }
    }
}
