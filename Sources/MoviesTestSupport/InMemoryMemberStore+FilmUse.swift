public import MoviesDomain

extension InMemoryMemberStore {
    /// What of every member names `film`, as a store counts it before it removes an added film.
    public func use(of film: FilmReference) -> AddedFilmUse {
        let watched = watches.values.filter { $0.film.reference == film }
        return AddedFilmUse(
            watches: watched.count, reviews: watched.count { $0.review != nil },
            listEntries: filmLists.values.reduce(0) { $0 + $1.films.count { $0.film.reference == film } },
            favourites: favouriteFilms.values.reduce(0) { $0 + $1.count { $0.reference == film } },
            saved: saved.values.reduce(0) { $0 + $1.films.count { $0.film == film } })
    }
}
