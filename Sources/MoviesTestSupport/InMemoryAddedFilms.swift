public import Foundation
import MoviesData
public import MoviesDomain

/// Added films in memory, numbered as a store numbers them, in the order they are added.
public actor InMemoryAddedFilms: AddedFilmsRepository {
    private var films: [AddedFilm] = []

    public init() {}

    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let id = Movie.ID(String(AddedFilmRecord.firstID + films.count))
        let film = AddedFilm(id: id, facts: facts, addedBy: member, added: time)
        films.append(film)
        return film
    }

    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? {
        films.first { $0.id == id }
    }

    public func addedCount(by member: User.ID, since time: Date) async throws -> Int {
        films.count { $0.addedBy == member && $0.added >= time }
    }

    public func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
        films.first { film in
            (film.facts.year == year && AddFilmUseCase.sameTitle(film.facts.title, title))
                || (identifiers.imdb != nil && film.facts.identifiers.imdb == identifiers.imdb)
                || (identifiers.tmdb != nil && film.facts.identifiers.tmdb == identifiers.tmdb)
                || (identifiers.letterboxd != nil && film.facts.identifiers.letterboxd == identifiers.letterboxd)
        }
    }

    public func addedFilmCount() async throws -> Int { films.count }

    public func addedFilmIDs() async throws -> [Movie.ID] { films.map(\.id) }

    public func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] {
        let wanted = Set(ids)
        return films.filter { wanted.contains($0.id) }
    }
}
