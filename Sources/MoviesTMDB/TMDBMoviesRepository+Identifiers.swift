public import MoviesDomain

/// TMDB gives a film's IMDb id with its details (kept in the response cache) and finds a film by one
/// (`/find`): one request a film, so an export or import of thousands of TMDB films takes its time.
extension TMDBMoviesRepository: FilmIdentifiersRepository {
    public func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        var ids: [Movie.ID: String] = [:]
        for film in films {
            guard let movie = try? await movie(withID: film) else { continue }
            ids[film] = movie.extras.imdbID
        }
        return ids
    }

    public func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
        var films: [String: Movie.ID] = [:]
        for imdb in Set(ids) where Self.isIMDbID(imdb) {
            let found = try await fresh("find|\(imdb)") { () async throws(TMDBError) in
                try await client.find(imdbID: imdb)
            }
            if let first = found.movieResults.first { films[imdb] = Movie.ID(String(first.id)) }
        }
        return films
    }

    /// `tt` and digits, as IMDb writes its title ids.
    static func isIMDbID(_ text: String) -> Bool {
        text.hasPrefix("tt") && text.count <= 12 && isNumber(text.dropFirst(2))
    }
}
