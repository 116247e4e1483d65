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

    /// How many films are added in all.
    func addedFilmCount() async throws -> Int

    /// A number that grows with every change to the added films (one added or removed): a search's cue that
    /// there is something to read since it last looked.
    func addedFilmsVersion() async throws -> Int

    /// The added films written after `version` (``addedFilmsVersion()`` as it was), in id order.
    func addedFilms(changedAfter version: Int) async throws -> [AddedFilm]

    /// Removes the added film `id` when nothing names it (as `reference`: no watch, review, list, favourite
    /// or saved film of any member); ``AddedFilmError/inUse(_:)`` says what does otherwise. False when there
    /// is no such film.
    func removeAddedFilm(_ id: Movie.ID, as reference: FilmReference) async throws -> Bool

    /// The id of every added film, in the order they were added.
    func addedFilmIDs() async throws -> [Movie.ID]

    /// The added films of `ids` that there are, in the order they were added.
    func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm]
}
