import MoviesData
public import MoviesDomain

extension TMDBMoviesRepository: DiscoveryRepository {
    public func genres() async throws -> [Genre] {
        Genre.allCases.filter { TMDBGenres.ids[$0] != nil }
    }

    /// TMDB's `/discover/movie`. Its browse takes no words: a query within filters is TMDB's search,
    /// each page of it kept to the films the filters allow (TMDB's count of the search stays the total).
    public func discoverMovies(_ filter: DiscoverFilter, page: PageNumber) async throws -> MoviesPage {
        if let query = filter.query {
            let found = try await searchMovies(query, page: page)
            guard filter.narrows else { return found }
            let ids = Set(filter.genres.compactMap { TMDBGenres.ids[$0] })
            let names = await genreNames(refresh: false)
            return MoviesPage(
                page: found.page, totalPages: found.totalPages, totalResults: found.totalResults,
                movies: found.movies.filter { movie in
                    let genres = Set(names.filter { movie.genres.contains($0.value) }.keys)
                    return ids.isSubset(of: genres)
                        && (filter.years.map { $0.contains(movie.releaseDate.year ?? 0) } ?? true)
                        && (filter.minimumRating.map { (movie.rating?.average ?? 0) >= $0 } ?? true)
                })
        }
        let parameters = TMDBGenres.query(for: filter)
        let key =
            "discover|\(client.settings.language)|\(parameters.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))|\(page.value)"
        let response = try await fresh(key) { () async throws(TMDBError) in
            try await client.discover(parameters, page: page.value)
        }
        return response.toDomain(genres: await genreNames(refresh: true))
    }

    public func people(matching query: MovieQuery, limit: Int) async throws -> [PersonMatch] {
        let key = "people|\(client.settings.language)|\(query.normalizedText)"
        let response = try await fresh(key) { () async throws(TMDBError) in try await client.searchPeople(query.text) }
        return response.results.prefix(limit).map { $0.toDomain() }
    }

    public func person(withID id: Person.ID) async throws -> Person {
        guard let number = id.key(in: "tmdb"), Self.isNumber(number) else { throw PersonNotFound(id: id) }
        let key = "person|\(client.settings.language)|\(number)"
        do {
            let person = try await fresh(key) { () async throws(TMDBError) in
                try await client.person(id: String(number))
            }
            return person.toDomain(genres: await genreNames(refresh: false))
        } catch let error as TMDBError where error.httpStatus == 404 {
            throw PersonNotFound(id: id)
        }
    }

    public func similarMovies(to movie: Movie, limit: Int) async throws -> [Movie] {
        let id = movie.id
        guard Self.isNumber(id.rawValue) else { throw MovieNotFound(id: id) }
        let key = "similar|\(client.settings.language)|\(id.rawValue)"
        do {
            let response = try await fresh(key) { () async throws(TMDBError) in
                try await client.recommendations(id: id.rawValue)
            }
            return Array(response.toDomain(genres: await genreNames(refresh: false)).movies.prefix(limit))
        } catch let error as TMDBError where error.httpStatus == 404 {
            throw MovieNotFound(id: id)
        }
    }
}
