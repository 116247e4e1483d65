/// An operator's work on the films members added: every one, with who added it; a film corrected (by the
/// member who added it, or an operator), merged into the film it is, or removed when nothing names it; and,
/// once the catalog is imported anew, each added film the catalog now has (by IMDb id) merged into it.
public struct AddedFilmsUseCase: Sendable {
    private let added: any AddedFilmsRepository
    private let members: any MemberDirectory
    private let movies: any MoviesRepository
    private let source: FilmReference.Source
    /// The source's IMDb ids: what a regenerated catalog is asked, and a correction checked against.
    private let identifiers: any FilmIdentifiersRepository
    /// A correction is checked as a film added is, the film itself aside.
    private let checker: AddFilmUseCase

    public init(
        added: any AddedFilmsRepository, members: any MemberDirectory, movies: any MoviesRepository,
        source: FilmReference.Source, identifiers: any FilmIdentifiersRepository
    ) {
        self.added = added
        self.members = members
        self.movies = movies
        self.source = source
        self.identifiers = identifiers
        checker = AddFilmUseCase(movies: movies, identifiers: identifiers, added: added)
    }

    /// Every added film in the order they were added, with the name of the member who added each (nil for
    /// an account since deleted).
    public func all() async throws -> [(film: AddedFilm, addedBy: UserName?)] {
        let films = try await addedFilms()
        var names: [User.ID: UserName?] = [:]
        for member in Set(films.map(\.addedBy)) { names[member] = try await members.user(withID: member)?.name }
        return films.map { ($0, names[$0.addedBy] ?? nil) }
    }

    /// Removes the added film `id`; ``AddedFilmError/inUse(_:)`` when members' things name it, and
    /// ``AddedFilmError/notAdded(_:)`` when no added film has that id.
    public func remove(_ id: Movie.ID) async throws -> AddedFilm {
        let film = try await addedFilm(id)
        guard try await added.removeAddedFilm(id, as: reference(id)) else { throw AddedFilmError.notAdded(id) }
        return film
    }

    /// Removes every film `name` added that nothing names (``remove(_:)``): what one member added in bulk goes
    /// at once. Answers the films removed, and those kept with what names each. An unknown name is
    /// ``AccountError/notFound``.
    public func removeAll(
        addedBy name: UserName
    ) async throws -> (
        removed: [AddedFilm], kept: [(film: AddedFilm, use: AddedFilmUse)]
    ) {
        guard let member = try await members.user(named: name) else { throw AccountError.notFound }
        var removed: [AddedFilm] = []
        var kept: [(film: AddedFilm, use: AddedFilmUse)] = []
        for film in try await addedFilms() where film.addedBy == member.id {
            do {
                guard try await added.removeAddedFilm(film.id, as: reference(film.id)) else { continue }
                removed.append(film)
            } catch AddedFilmError.inUse(let use) {
                kept.append((film, use))
            }
        }
        return (removed, kept)
    }

    /// Merges the added film `id` into `kept` (the catalog's film it is, or another added one): every watch,
    /// review, list entry, favourite and saved film of it becomes one of `kept`, and it is gone. Answers
    /// both films and what moved.
    public func merge(
        _ id: Movie.ID, into kept: Movie.ID
    ) async throws -> (
        merged: AddedFilm, kept: Movie, moved: AddedFilmUse
    ) {
        let film = try await addedFilm(id)
        guard kept != id else { throw AddedFilmError.mergedIntoItself(id) }
        let keptFilm = try await movies.movie(withID: kept)
        guard
            let moved = try await added.mergeAddedFilm(
                id, as: reference(id), into: WatchedFilm(keptFilm, reference: reference(kept)), saved: keptFilm)
        else { throw AddedFilmError.notAdded(id) }
        return (film, keptFilm, moved)
    }

    /// Corrects the added film `id` to `facts`, and every copy members' things hold of it. `member`: who asks,
    /// refused unless they added it, and once other members hold it (what they logged is not changed under
    /// them: an operator corrects it then); nil for an operator, where the database is.
    public func correct(_ id: Movie.ID, to facts: FilmFacts, by member: User.ID? = nil) async throws -> AddedFilm {
        let film = try await addedFilm(id)
        if let member, member != film.addedBy { throw AddedFilmError.notTheirs(id) }
        if let other = try await checker.check(facts, besides: id).existing {
            throw AddedFilmError.duplicate(of: other)
        }
        guard
            let corrected = try await added.correctAddedFilm(
                id, to: facts, as: reference(id), unlessHeldBesides: member)
        else {
            throw AddedFilmError.notAdded(id)
        }
        return corrected
    }

    /// After the catalog is imported anew: each added film whose IMDb id the catalog now has is merged into
    /// the catalog's film. Answers the films merged.
    public func mergeIntoSource() async throws -> [(merged: AddedFilm, kept: Movie, moved: AddedFilmUse)] {
        let films = try await addedFilms().filter { $0.facts.identifiers.imdb != nil }
        guard !films.isEmpty else { return [] }
        let found = try await identifiers.films(withIMDbIDs: films.compactMap(\.facts.identifiers.imdb))
        var merged: [(merged: AddedFilm, kept: Movie, moved: AddedFilmUse)] = []
        for film in films {
            guard let imdb = film.facts.identifiers.imdb, let kept = found[imdb], kept != film.id else { continue }
            merged.append(try await merge(film.id, into: kept))
        }
        return merged
    }

    /// The added film `id`, as it is kept; ``AddedFilmError/notAdded(_:)`` for any other id.
    public func addedFilm(_ id: Movie.ID) async throws -> AddedFilm {
        guard let film = try await added.addedFilm(id) else { throw AddedFilmError.notAdded(id) }
        return film
    }

    /// Every added film, in the order they were added, read a thousand at a time.
    private func addedFilms() async throws -> [AddedFilm] {
        let ids = try await added.addedFilmIDs()
        var films: [AddedFilm] = []
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            films += try await added.addedFilms(Array(ids[start..<min(start + 1_000, ids.count)]))
        }
        return films
    }

    private func reference(_ id: Movie.ID) -> FilmReference { FilmReference(source: source, movieID: id) }
}
