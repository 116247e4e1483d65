public import MoviesDomain

/// A film's IMDb id read from its details, for a source that has no faster way: it cannot find a film by
/// an IMDb id, so an import from it matches by title and year alone.
public struct DetailsFilmIdentifiers: FilmIdentifiersRepository {
    private let movies: any MoviesRepository

    public init(movies: any MoviesRepository) {
        self.movies = movies
    }

    public func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        var ids: [Movie.ID: String] = [:]
        for film in films {
            ids[film] = try? await movies.movie(withID: film).extras.imdbID
        }
        return ids
    }

    public func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] { [:] }
}
