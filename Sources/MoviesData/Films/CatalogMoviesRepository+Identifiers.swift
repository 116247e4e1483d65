public import MoviesDomain

/// Every catalog film carries its IMDb id (Wikidata's P345): both ways are answered from one read of them
/// for each import of the catalog.
extension CatalogMoviesRepository: FilmIdentifiersRepository {
    public func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        let all = try await identifiers.current(store).byFilm
        var ids: [Movie.ID: String] = [:]
        for film in films {
            if let number = Int(film.rawValue), let imdb = all[number] { ids[film] = imdb }
        }
        return ids
    }

    public func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
        let all = try await identifiers.current(store).byIMDb
        var films: [String: Movie.ID] = [:]
        for imdb in Set(ids) {
            if let number = all[imdb] { films[imdb] = Movie.ID(String(number)) }
        }
        return films
    }
}
