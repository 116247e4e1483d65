public import Foundation
public import MoviesDomain

/// The store's added films, telling the search's ``AddedFilmsIndexCache`` of each film added through it,
/// so that this server's next search finds it without waiting for the cache's next look at the store.
public struct IndexingAddedFilmsRepository: AddedFilmsRepository {
    private let base: any AddedFilmsRepository
    private let index: AddedFilmsIndexCache

    public init(base: any AddedFilmsRepository, index: AddedFilmsIndexCache) {
        self.base = base
        self.index = index
    }

    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let film = try await base.add(facts, by: member, at: time)
        index.insert(film)
        return film
    }

    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm? {
        try await base.addedFilm(id)
    }

    public func addedCount(by member: User.ID, since time: Date) async throws -> Int {
        try await base.addedCount(by: member, since: time)
    }

    public func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm? {
        try await base.addedFilm(titled: title, year: year, or: identifiers)
    }

    public func addedFilmCount() async throws -> Int {
        try await base.addedFilmCount()
    }

    public func addedFilmsVersion() async throws -> Int {
        try await base.addedFilmsVersion()
    }

    public func addedFilms(changedAfter version: Int) async throws -> [AddedFilm] {
        try await base.addedFilms(changedAfter: version)
    }

    /// Removed from this server's search at once; the others, once they look at the store again.
    public func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool {
        let removed = try await base.removeAddedFilm(id, as: reference)
        if removed { index.remove(id) }
        return removed
    }

    /// Out of this server's search at once; the others', once they look at the store again.
    public func mergeAddedFilm(
        _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
    ) async throws -> AddedFilmUse? {
        let use = try await base.mergeAddedFilm(id, as: reference, into: kept, saved: movie)
        if use != nil { index.remove(id) }
        return use
    }

    /// Found by its new facts on this server at once; on the others, once they look at the store again.
    public func correctAddedFilm(
        _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
    ) async throws -> AddedFilm? {
        let film = try await base.correctAddedFilm(id, to: facts, as: reference, unlessHeldBesides: member)
        if let film { index.insert(film) }
        return film
    }

    public func addedFilmIDs() async throws -> [Movie.ID] {
        try await base.addedFilmIDs()
    }

    public func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] {
        try await base.addedFilms(ids)
    }
}
