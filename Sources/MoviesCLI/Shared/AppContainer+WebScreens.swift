public import MoviesComposition
public import MoviesDomain
public import MoviesWeb

/// The container makes every screen the web shows (`MoviesPresentation`'s screens protocols), and supplies
/// the services it keeps beside them.
extension AppContainer: WebServices {
    public var sessionStorage: any SessionsRepository {
        get throws { try sessions() }
    }
}
