public import MoviesDomain

/// The screens of one film: its page, its reviews, adding a film the catalog lacks, and posters.
public protocol FilmScreens: Sendable {
    func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel
    /// Adding a film the catalog lacks, for `member` (over a server, the server adds it).
    func addFilmScreen(member: User.ID, strings: Strings) throws -> AddFilmViewModel
    /// An operator's list of the films members added, where the database is.
    func addedFilmsScreen(strings: Strings) throws -> AddedFilmsViewModel
    func reviewsScreen(of film: FilmReference, member: User.ID?, strings: Strings) -> FilmReviewsViewModel
    func posters() -> PosterViewModel
    /// A film shared from another app: where its link or words lead.
    func shareScreen(strings: Strings) -> ShareViewModel
    /// The source films are named by in saved films and reviews (`catalog:…`, `tmdb:…`): what a front end
    /// reads a film id from a person with.
    var filmSource: FilmReference.Source { get }
}
