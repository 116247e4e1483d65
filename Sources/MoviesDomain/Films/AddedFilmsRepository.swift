public import Foundation

/// Where added films are kept: beside the catalog, in the store every server of the database shares.
public protocol AddedFilmsRepository: Sendable {
    /// Keeps the film under a new id of the store's; answers it.
    func add(_ facts: FilmFacts, by member: User.ID, at time: Date) async throws -> AddedFilm

    /// The added film `id`; nil when there is none.
    func addedFilm(_ id: Movie.ID) async throws -> AddedFilm?

    /// How many films `member` added at `time` or after.
    func addedCount(by member: User.ID, since time: Date) async throws -> Int

    /// An added film with the same title (as ``AddFilmUseCase/sameTitle(_:_:)`` compares them) and year,
    /// or with one of these ids; nil when there is none.
    func addedFilm(titled title: String, year: Int, or identifiers: FilmIdentifiers) async throws -> AddedFilm?

    /// How many films are added in all: a search's cue that some were added since it last looked.
    func addedFilmCount() async throws -> Int

    /// The id of every added film, in the order they were added.
    func addedFilmIDs() async throws -> [Movie.ID]

    /// The added films of `ids` that there are, in the order they were added.
    func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm]
}
