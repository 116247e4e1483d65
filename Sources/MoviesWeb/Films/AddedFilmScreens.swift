public import MoviesDomain
public import MoviesPresentation

/// The screens that add a film the catalog lacks, and correct one.
public protocol AddedFilmScreens: Sendable {
    /// Throws where films cannot be added (a container over another server).
    func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel

    /// The added films, to correct one (its member's), where the database is.
    func addedFilmsScreen(strings: Strings) throws -> AddedFilmsViewModel
}
