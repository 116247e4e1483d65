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

extension InMemoryMemberStore {
    /// The members whose watches, lists, favourites or saved films name the film.
    public func holders(of film: FilmReference) -> Set<User.ID> {
        var found = Set(watches.values.filter { $0.film.reference == film }.map(\.member))
        found.formUnion(filmLists.values.filter { $0.films.contains { $0.film.reference == film } }.map(\.list.owner))
        found.formUnion(favouriteFilms.filter { $0.value.contains { $0.reference == film } }.keys)
        found.formUnion(saved.filter { $0.value.films.contains { $0.film == film } }.keys)
        return found
    }

    /// Rewrites every copy of the film `from` as `film`, as a store does when a film is corrected or merged:
    /// where a member holds both films, a list, their favourites or saved films keep the film once.
    public func retell(_ from: FilmReference, as film: WatchedFilm, saved movie: Movie) {
        let to = film.reference
        func retold(_ watch: Watch) -> Watch {
            guard watch.film.reference == from else { return watch }
            return Watch(
                id: watch.id, member: watch.member, film: film, details: watch.details, logged: watch.logged,
                liked: watch.liked, review: watch.review)
        }
        watches = watches.mapValues(retold)
        deletedWatches = deletedWatches.mapValues(retold)
        let listed = ListedFilm(reference: to, title: film.title, year: film.year, posterPath: film.posterPath)
        favouriteFilms = favouriteFilms.mapValues { films in
            films.contains { $0.reference == to }
                ? films.filter { $0.reference != from } : films.map { $0.reference == from ? listed : $0 }
        }
        for (id, stored) in filmLists {
            var films = stored.films
            if films.contains(where: { $0.film.reference == to }) {
                films.removeAll { $0.film.reference == from }
            } else {
                films = films.map { $0.film.reference == from ? (listed, $0.note, $0.added) : $0 }
            }
            filmLists[id]?.films = films
        }
        for (member, list) in saved {
            var films = list.films
            if films.contains(where: { $0.film == to }) {
                films.removeAll { $0.film == from }
            } else {
                films = films.map { $0.film == from ? SavedFilm(film: to, movie: movie, savedAt: $0.savedAt) : $0 }
            }
            saved[member]?.films = films
        }
        importChoices = importChoices.mapValues { choices in choices.mapValues { $0 == from ? to : $0 } }
    }
}
