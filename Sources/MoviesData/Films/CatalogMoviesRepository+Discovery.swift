public import MoviesDomain
import MoviesSearch

extension CatalogMoviesRepository: DiscoveryRepository {
    /// `catalog:francis-ford-coppola`: a person of the catalog by their name's words.
    static func personID(of name: String) -> Person.ID {
        Person.ID("catalog:\(CatalogIndex.personKey(of: name))")
    }

    public func genres() async throws -> [Genre] {
        try await currentSnapshot().indexes.genres
    }

    public func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage {
        let words = filter.query.map { SearchText.words($0.text) } ?? []
        let pageSize = Self.pageSize
        let (movies, total, _) = try await picking { snapshot in
            snapshot.indexes.discover(filter, words: words, offset: (page.value - 1) * pageSize, limit: pageSize)
        }
        return MoviesPage(
            page: page.value, totalPages: (total + pageSize - 1) / pageSize, totalResults: total, movies: movies)
    }

    public func people(matching query: MovieQuery, limit: Int) async throws -> [PersonMatch] {
        let words = SearchText.words(query.text)
        let snapshot = try await currentSnapshot()
        return try await snapshot.people(named: "\(limit) " + words.joined(separator: " ")) {
            try await findPeople(words, limit: limit)
        }
    }

    private func findPeople(_ words: [String], limit: Int) async throws -> [PersonMatch] {
        let (movies, found, _) = try await picking { snapshot in
            let found = snapshot.indexes.people(matching: words, limit: limit)
            return (found.flatMap(\.bestKnown), found)
        }
        let titles = Dictionary(movies.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return found.map { person in
            PersonMatch(
                id: Self.personID(of: person.name), name: person.name, knownFor: person.knownFor,
                knownForTitles: person.bestKnown.compactMap { titles[Movie.ID(String($0))] })
        }
    }

    public func person(withID id: Person.ID) async throws -> Person {
        guard let key = id.key(in: "catalog") else { throw PersonNotFound(id: id) }
        let (movies, found, _) = try await picking { snapshot in
            guard let person = snapshot.indexes.person(withKey: key) else { throw PersonNotFound(id: id) }
            let roles = Dictionary(person.credits.map { ($0.movieID, $0.roles) }) { first, _ in first }
            return (person.credits.map(\.movieID), (name: person.name, roles: roles))
        }
        return Person(
            id: id, name: found.name,
            credits: movies.map { movie in
                PersonCredit(
                    movie: movie, roles: Int(movie.id.rawValue).flatMap { found.roles[$0] } ?? [])
            },
            bestKnown: movies.map(\.id))
    }

    /// Films sharing `movie`'s people (as its details name them), genres and era; see ``CatalogIndex/similarFilms(to:directors:writers:cast:limit:)``.
    public func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie] {
        let id = movie.id
        let (movies, _, _) = try await picking { snapshot in
            guard let number = Int(id.rawValue),
                let similar = snapshot.indexes.similarFilms(
                    to: number, directors: movie.directors, writers: movie.extras.writers, cast: movie.cast,
                    limit: limit)
            else { throw MovieNotFound(id: id) }
            return (similar, ())
        }
        return movies
    }
}
