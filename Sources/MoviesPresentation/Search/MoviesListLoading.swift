/// What the list is waiting for.
public enum MoviesListLoading: Equatable, Sendable {
    case none
    /// The first page of a new search: the whole screen waits.
    case fullScreen
    /// More results below the ones shown.
    case nextPage
}
