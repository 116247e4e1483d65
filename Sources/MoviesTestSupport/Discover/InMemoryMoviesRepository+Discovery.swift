public import MoviesDomain

/// Browsing and people over the films in memory: genres by their English names, people by the names in
/// `directors`, `extras.writers` and `cast` (ids `memory:` and the name), films alike by shared genres.
extension InMemoryMoviesRepository: DiscoveryRepository {
    public func genres() async throws -> [Genre] {
        Array(Set(allMovies.flatMap { $0.genres.compactMap(Genre.init(named:)) })).sorted()
    }

    public func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage {
        var matches = allMovies.filter(filter.allows)
        switch filter.sort {
        case .popularity, .members, .watched: break
        case .rating: matches.sort { ($0.rating?.average ?? -1) > ($1.rating?.average ?? -1) }
        case .date: matches.sort { ($0.releaseDate.year ?? 0) > ($1.releaseDate.year ?? 0) }
        case .title: matches.sort { $0.title < $1.title }
        }
        return self.page(of: matches, page)
    }

    public func people(matching query: MovieQuery, limit: Int) async throws -> [PersonMatch] {
        let names = Set(allMovies.flatMap(Self.names)).filter { $0.lowercased().contains(query.normalizedText) }
        return names.sorted().prefix(limit).map {
            PersonMatch(id: Person.ID("memory:\($0)"), name: $0, knownFor: nil)
        }
    }

    public func person(withID id: Person.ID) async throws -> Person {
        guard let name = id.key(in: "memory").map(String.init) else { throw PersonNotFound(id: id) }
        let credits = allMovies.compactMap { movie -> PersonCredit? in
            var roles = Set<PersonCredit.Role>()
            if movie.directors.contains(name) { roles.insert(.director) }
            if movie.extras.writers.contains(name) { roles.insert(.writer) }
            if movie.cast.contains(name) { roles.insert(.cast) }
            return roles.isEmpty ? nil : PersonCredit(movie: movie, roles: roles)
        }
        guard !credits.isEmpty else { throw PersonNotFound(id: id) }
        return Person(id: id, name: name, credits: credits)
    }

    public func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie] {
        _ = try await self.movie(withID: movie.id)
        return Array(
            allMovies.filter { $0 != movie && !Set($0.genres).isDisjoint(with: movie.genres) }.prefix(limit))
    }

    private static func names(in movie: Movie) -> [String] {
        movie.directors + movie.extras.writers + movie.cast
    }
}
