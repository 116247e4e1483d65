public import MoviesDomain

/// Browsing films by genre, years and rating, and the people behind them.
public protocol DiscoverScreens: Sendable {
    func discoverScreen(member: User.ID?, strings: Strings) -> DiscoverViewModel
    func personScreen(_ lookup: PersonViewModel.Lookup, strings: Strings) -> PersonViewModel
}
