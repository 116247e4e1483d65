public import Foundation
import MoviesData
public import MoviesDomain

/// Added films in memory, numbered as a store numbers them, in the order they are added.
public actor InMemoryAddedFilms: AddedFilmsRepository {
    private var films: [AddedFilm] = []
    private var version = 0
    /// Ids given so far: a film removed leaves its id unused, as a store's sequence does.
    private var issued = 0
    private var changed: [Movie.ID: Int] = [:]
    /// What of members' names a film, for ``removeAddedFilm(_:as:)``: a member store's count.
    private let uses: @Sendable (FilmReference) async -> AddedFilmUse
    /// Rewrites members' copies of a film (``InMemoryMemberStore/retell(_:as:saved:)``).
    private let retell: @Sendable (FilmReference, WatchedFilm, Movie) async -> Void
    /// The members whose things name a film (``InMemoryMemberStore/holders(of:)``).
    private let holders: @Sendable (FilmReference) async -> Set<User.ID>

    public init(
        uses: @escaping @Sendable (FilmReference) async -> AddedFilmUse = { _ in AddedFilmUse() },
        retell: @escaping @Sendable (FilmReference, WatchedFilm, Movie) async -> Void = { _, _, _ in },
        holders: @escaping @Sendable (FilmReference) async -> Set<User.ID> = { _ in [] }
    ) {
        self.uses = uses
        self.retell = retell
        self.holders = holders
    }

    /// Added films beside `members`, which hold members' copies of them.
    public init(members: InMemoryMemberStore) {
        self.init(
            uses: { await members.use(of: $0) }, retell: { await members.retell($0, as: $1, saved: $2) },
            holders: { await members.holders(of: $0) })
    }

    public func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm {
        let id = Movie.ID(String(AddedFilmRecord.firstID + issued))
        issued += 1
        let film = AddedFilm(id: id, facts: facts, addedBy: member, added: time)
        films.append(film)
        version += 1
        changed[id] = version
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

    public func mergeAddedFilm(
        _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
    ) async throws -> AddedFilmUse? {
        guard films.contains(where: { $0.id == id }) else { return nil }
        let use = await uses(reference)
        await retell(reference, kept, movie)
        films.removeAll { $0.id == id }
        version += 1
        return use
    }

    public func correctAddedFilm(
        _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
    ) async throws -> AddedFilm? {
        guard films.contains(where: { $0.id == id }) else { return nil }
        if let member, await !holders(reference).subtracting([member]).isEmpty {
            throw AddedFilmError.heldByOthers(id)
        }
        guard let index = films.firstIndex(where: { $0.id == id }) else { return nil }
        if let other = try await addedFilm(titled: facts.title, year: facts.year, or: facts.identifiers),
            other.id != id
        {
            throw AddedFilmError.duplicate(of: other.movie)
        }
        films[index].facts = facts
        version += 1
        changed[id] = version
        let listing = films[index].listing
        await retell(reference, WatchedFilm(listing, reference: reference), listing)
        return films[index]
    }

    public func addedFilmIDs() async throws -> [Movie.ID] { films.map(\.id) }

    public func addedFilmsVersion() async throws -> Int { version }

    public func addedFilms(changedAfter version: Int) async throws -> [AddedFilm] {
        films.filter { changed[$0.id, default: 0] > version }
    }

    public func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool {
        guard films.contains(where: { $0.id == id }) else { return false }
        let use = await uses(reference)
        guard use.isEmpty else { throw AddedFilmError.inUse(use) }
        guard films.contains(where: { $0.id == id }) else { return false }
        films.removeAll { $0.id == id }
        version += 1
        return true
    }

    public func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm] {
        let wanted = Set(ids)
        return films.filter { wanted.contains($0.id) }
    }
}
