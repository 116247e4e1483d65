/// An operator's view of the films members added: every one, with who added it, and the removal of one
/// that nothing of any member names (a mistake, a film added twice under two titles before it was used).
public struct AddedFilmsUseCase: Sendable {
    private let added: any AddedFilmsRepository
    private let members: any MemberDirectory
    private let source: FilmReference.Source

    public init(added: any AddedFilmsRepository, members: any MemberDirectory, source: FilmReference.Source) {
        self.added = added
        self.members = members
        self.source = source
    }

    /// Every added film in the order they were added, with the name of the member who added each (nil for
    /// an account since deleted).
    public func all() async throws -> [(film: AddedFilm, addedBy: UserName?)] {
        let ids = try await added.addedFilmIDs()
        var films: [AddedFilm] = []
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            films += try await added.addedFilms(Array(ids[start..<min(start + 1_000, ids.count)]))
        }
        var names: [User.ID: UserName?] = [:]
        for member in Set(films.map(\.addedBy)) { names[member] = try await members.user(withID: member)?.name }
        return films.map { ($0, names[$0.addedBy] ?? nil) }
    }

    /// Removes the added film `id`; ``AddedFilmError/inUse(_:)`` when members' things name it, and
    /// ``AddedFilmError/notAdded(_:)`` when no added film has that id.
    public func remove(_ id: Movie.ID) async throws -> AddedFilm {
        guard let film = try await added.addedFilm(id) else { throw AddedFilmError.notAdded(id) }
        guard try await added.removeAddedFilm(id, as: FilmReference(source: source, movieID: id)) else {
            throw AddedFilmError.notAdded(id)
        }
        return film
    }
}
