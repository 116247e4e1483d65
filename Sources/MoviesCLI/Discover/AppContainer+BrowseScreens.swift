public import MoviesComposition
public import MoviesTerminal

/// The container makes every screen the terminal app shows.
extension AppContainer: BrowseScreens {}
