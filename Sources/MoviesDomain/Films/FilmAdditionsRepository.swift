public import Foundation

/// What adding a film asks of where added films are kept (a store, or a Movies server, which keeps them
/// and checks its own rules again): the film kept, one found by its id, a member's count of the day, and
/// one already there.
public protocol FilmAdditionsRepository: Sendable {
    /// Keeps the film under a new id of the store's; answers it.
    func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm

    /// The added film `id`; nil when there is none.
    func addedFilm(_ id: Movie.ID) async throws -> AddedFilm?

    /// How many films `member` added at `time` or after.
    func addedCount(by member: User.ID, since time: Date) async throws -> Int

    /// An added film with the same title (as ``AddFilmUseCase/sameTitle(_:_:)`` compares them) and year,
    /// or with one of these ids; nil when there is none.
    func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm?
}
