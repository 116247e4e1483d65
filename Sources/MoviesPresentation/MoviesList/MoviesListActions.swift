public import MoviesDomain

/// What the list asks its front end to do (the coordinator's job in a UIKit app).
public struct MoviesListActions: Sendable {
    public var showMovieDetails: @Sendable (Movie.ID) async -> Void

    public init(showMovieDetails: @escaping @Sendable (Movie.ID) async -> Void = { _ in }) {
        self.showMovieDetails = showMovieDetails
    }
}
