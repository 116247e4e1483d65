import MoviesDomain

/// Search's use cases: films by title, and the recent searches everyone shares.
struct SearchRoom: Sendable {
    let searchMovies: SearchMoviesUseCase
    let fetchRecentQueries: FetchRecentQueriesUseCase

    init(_ parts: RoomParts, recent: any RecentQueriesRepository) {
        searchMovies = SearchMoviesUseCase(moviesRepository: parts.movies, recentQueriesRepository: recent)
        fetchRecentQueries = FetchRecentQueriesUseCase(repository: recent)
    }
}

extension AppContainer {
    var searchMovies: SearchMoviesUseCase { searchRoom.searchMovies }
    var fetchRecentQueries: FetchRecentQueriesUseCase { searchRoom.fetchRecentQueries }
}
