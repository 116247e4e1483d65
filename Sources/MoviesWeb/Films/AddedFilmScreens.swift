public import MoviesDomain
public import MoviesPresentation

/// The screen that adds a film the catalog lacks.
public protocol AddedFilmScreens: Sendable {
    /// Throws where films cannot be added (a container over another server).
    func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel
}
