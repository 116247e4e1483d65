public import MoviesDomain

extension CatalogMoviesRepository: DiscoveryRepository {
    /// `catalog:francis-ford-coppola`: a person of the catalog by their name's words.
    static func personID(of name: String) -> Person.ID {
        Person.ID("catalog:\(PeopleIndex.key(of: name))")
    }

    public func genres() async throws -> [Genre] {
        let masks = try await currentSnapshot().indexes.browse.genreMasks
        return BrowseIndex.genres(in: masks.reduce(0, |))
    }

    public func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage {
        let words = filter.query.map { SearchText.words($0.text) } ?? []
        let pageSize = Self.pageSize
        let (movies, total, _) = try await picking { snapshot in
            let indexes = snapshot.indexes
            let among =
                words.isEmpty ? nil : FilmBits(indexes.titles.matches(words), filmCount: indexes.titles.filmCount)
            let (films, total) = indexes.browse.films(
                filter, among: among, offset: (page.value - 1) * pageSize, limit: pageSize)
            return (films.map { Int(indexes.titles.movieIDs[Int($0)]) }, total)
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
            let (titles, people) = (snapshot.indexes.titles, snapshot.indexes.people)
            var matching = people.people(matching: words, limit: limit)
            // A slip in a name is read only where the words are no title either (`amelie` lists Amélie,
            // not every Amelia).
            if matching.isEmpty, titles.matches(words).isEmpty, let corrected = people.correction(for: words) {
                matching = people.people(matching: corrected, limit: limit)
            }
            let found = matching.map { person in
                (
                    name: people.name(of: person), knownFor: people.knownFor(person),
                    films: people.bestKnownFilms(of: person, count: 2).map { Int(titles.movieIDs[Int($0)]) }
                )
            }
            return (found.flatMap(\.films), found)
        }
        let titles = Dictionary(movies.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return found.map { person in
            PersonMatch(
                id: Self.personID(of: person.name), name: person.name, knownFor: person.knownFor,
                knownForTitles: person.films.compactMap { titles[Movie.ID(String($0))] })
        }
    }

    public func person(withID id: Person.ID) async throws -> Person {
        guard let key = id.key(in: "catalog") else { throw PersonNotFound(id: id) }
        let (movies, found, _) = try await picking { snapshot in
            let (titles, people) = (snapshot.indexes.titles, snapshot.indexes.people)
            guard let person = people.person(withKey: key) else { throw PersonNotFound(id: id) }
            let (films, roles) = people.credits(of: person)
            let ids = films.map { Int(titles.movieIDs[Int($0)]) }
            return (ids, (name: people.name(of: person), roles: Dictionary(zip(ids, roles)) { first, _ in first }))
        }
        return Person(
            id: id, name: found.name,
            credits: movies.map { movie in
                PersonCredit(
                    movie: movie, roles: PeopleIndex.Roles.of(Int(movie.id.rawValue).flatMap { found.roles[$0] } ?? 0))
            })
    }

    /// Films sharing `movie`'s people (as its details name them), genres and era; see ``SimilarFilms``.
    public func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie] {
        let id = movie.id
        let roles = [
            (movie.directors, PeopleIndex.Roles.director), (movie.extras.writers, PeopleIndex.Roles.writer),
            (movie.cast, PeopleIndex.Roles.cast),
        ]
        let (movies, _, _) = try await picking { snapshot in
            let indexes = snapshot.indexes
            guard let number = Int(id.rawValue), let position = indexes.film(withID: number) else {
                throw MovieNotFound(id: id)
            }
            var credits: [PeopleIndex.Person: UInt8] = [:]
            for (names, role) in roles {
                for name in names {
                    if let person = indexes.people.person(named: name) { credits[person, default: 0] |= role }
                }
            }
            let similar = SimilarFilms(browse: indexes.browse, people: indexes.people).films(
                like: position, credits: credits.map { ($0.key, $0.value) }, limit: limit)
            return (similar.map { Int(indexes.titles.movieIDs[Int($0)]) }, ())
        }
        return movies
    }
}
