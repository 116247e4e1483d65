import MoviesComposition
import MoviesPresentation

/// Posters as pages lay them out, and the copies kept with saved films.
protocol PosterScreens: Sendable {
    func posters() -> PosterViewModel
}

extension AppContainer: PosterScreens {}
