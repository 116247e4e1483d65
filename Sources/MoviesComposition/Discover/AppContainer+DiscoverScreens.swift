public import MoviesDomain
public import MoviesPresentation

extension AppContainer: DiscoverScreens {
    public func discoverScreen(member: User.ID?, strings: Strings) -> DiscoverViewModel {
        DiscoverViewModel(discoverMovies: discoverMovies, member: memberFilms(member), strings: strings)
    }

    public func personScreen(_ lookup: PersonViewModel.Lookup, strings: Strings) -> PersonViewModel {
        PersonViewModel(lookup, people: people, strings: strings)
    }
}
