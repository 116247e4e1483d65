public import MoviesDomain

/// Every catalog film carries its IMDb id (Wikidata's P345): both ways are answered from one read of them.
extension CatalogMoviesRepository: FilmIdentifiersRepository {
    public func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        let all = try await store.imdbIDs()
        var ids: [Movie.ID: String] = [:]
        for film in films {
            if let number = Int(film.rawValue), let imdb = all[number] { ids[film] = imdb }
        }
        return ids
    }

    public func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
        let wanted = Set(ids)
        var films: [String: Movie.ID] = [:]
        for (number, imdb) in try await store.imdbIDs() where wanted.contains(imdb) {
            films[imdb] = Movie.ID(String(number))
        }
        return films
    }
}
