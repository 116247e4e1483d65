public import MoviesDomain
public import MoviesPresentation

/// The screens of browsing: the browse by genre, years and rating, a person's page, and a film's rows
/// (its series, films like it).
public protocol DiscoverScreens: Sendable {
    func discoverScreen(member: User.ID?, strings: Strings) -> DiscoverViewModel
    func personScreen(_ lookup: PersonViewModel.Lookup, strings: Strings) -> PersonViewModel
    func filmScreen(_ lookup: FilmLookup, member: User.ID?, strings: Strings) -> FilmViewModel
    var filmSource: FilmReference.Source { get }
}
