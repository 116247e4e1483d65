public import MoviesComposition
public import MoviesWeb

/// The container makes every screen the web shows, and supplies the services it keeps beside them.
extension AppContainer: SearchScreens, DiscoverScreens, MemberScreens, AccountScreens, WebServices {
    public var sessionStorage: any SessionStorage {
        get throws { try sessions() }
    }
}

/// The store's sessions, as the web keeps them.
extension Sessions: SessionStorage {}
