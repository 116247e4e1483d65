import MoviesDomain

/// Discover's use cases: browsing, the people behind the films, and the films to go on to from one.
struct DiscoverRoom: Sendable {
    let discoverMovies: DiscoverMoviesUseCase
    let people: PeopleUseCase
    let moreLikeThis: MoreLikeThisUseCase

    init(_ parts: RoomParts) {
        discoverMovies = DiscoverMoviesUseCase(
            repository: parts.discovery, rankings: parts.rankings, films: parts.films)
        people = PeopleUseCase(repository: parts.discovery)
        moreLikeThis = MoreLikeThisUseCase(movies: parts.movies, discovery: parts.discovery)
    }
}

extension AppContainer {
    var discoverMovies: DiscoverMoviesUseCase { discoverRoom.discoverMovies }
    /// The people behind the films: found by name, and each with their films.
    var people: PeopleUseCase { discoverRoom.people }
    var moreLikeThis: MoreLikeThisUseCase { discoverRoom.moreLikeThis }
}
