public import MoviesPresentation

/// Posters as pages lay them out, and the copies kept with saved films.
public protocol PosterScreens: Sendable {
    func posters() -> PosterViewModel
}
