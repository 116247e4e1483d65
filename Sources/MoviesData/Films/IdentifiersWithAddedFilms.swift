public import MoviesDomain

/// The source's ids, and beside them those of the films members added (from the films in memory): a row of
/// IMDb's naming a film a member added with its IMDb id is that film, and an export names it so.
public struct IdentifiersWithAddedFilms: FilmIdentifiersRepository {
    private let base: any FilmIdentifiersRepository
    private let added: AddedFilmsIndexCache

    public init(base: any FilmIdentifiersRepository, added: AddedFilmsIndexCache) {
        self.base = base
        self.added = added
    }

    public func imdbIDs(of films: [Movie.ID]) async throws -> [Movie.ID: String] {
        let known = try await added.current().films
        var ids = try await base.imdbIDs(of: films.filter { Int($0.rawValue).map { known[$0] == nil } ?? true })
        for film in films {
            if let number = Int(film.rawValue), let imdb = known[number]?.facts.identifiers.imdb { ids[film] = imdb }
        }
        return ids
    }

    public func films(withIMDbIDs ids: [String]) async throws -> [String: Movie.ID] {
        var films = try await base.films(withIMDbIDs: ids)
        let wanted = Set(ids).subtracting(films.keys)
        guard !wanted.isEmpty else { return films }
        for film in try await added.current().films.values {
            if let imdb = film.facts.identifiers.imdb, wanted.contains(imdb) { films[imdb] = film.id }
        }
        return films
    }

    public func films(withTMDBIDs ids: [Int]) async throws -> [Int: Movie.ID] {
        var films = try await base.films(withTMDBIDs: ids)
        let wanted = Set(ids).subtracting(films.keys)
        guard !wanted.isEmpty else { return films }
        for film in try await added.current().films.values {
            if let tmdb = film.facts.identifiers.tmdb, wanted.contains(tmdb) { films[tmdb] = film.id }
        }
        return films
    }
}
