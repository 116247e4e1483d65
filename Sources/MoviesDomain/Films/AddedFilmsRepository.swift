import Foundation

/// Where added films are kept: beside the catalog, in the store every server of the database shares.
/// Everything the store keeps of them: what adding one asks (``FilmAdditionsRepository``), and the
/// operator's view, corrections and merges.
public protocol AddedFilmsRepository: FilmAdditionsRepository {
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

    /// Moves every copy members' things hold of the added film `id` (as `reference`: watches, the diary's
    /// counts, ratings, reviews, list entries, favourites, saved films, import choices) to `kept`, then
    /// removes the added film, in one write. Where a member holds both, their later rating stays and a list,
    /// their favourites or saved films keep the film once. Answers what named the film merged; nil when
    /// there is no such added film.
    func mergeAddedFilm(
        _ id: Movie.ID, as reference: FilmReference, into kept: WatchedFilm, saved movie: Movie
    )
        async throws -> AddedFilmUse?

    /// Keeps the added film's corrected facts and rewrites every copy members' things hold of it, in one
    /// write; nil when there is no such added film. A title and year, or an id, another added film has is
    /// refused naming it (``AddedFilmError/duplicate(of:)``). With `member` (the one who added it), refused
    /// with ``AddedFilmError/heldByOthers(_:)`` when any other member's watches, reviews, lists, favourites
    /// or saved films name it, checked in the same write.
    func correctAddedFilm(
        _ id: Movie.ID, to facts: FilmFacts, as reference: FilmReference, unlessHeldBesides member: User.ID?
    ) async throws -> AddedFilm?

    /// The id of every added film, in the order they were added.
    func addedFilmIDs() async throws -> [Movie.ID]

    /// The added films of `ids` that there are, in the order they were added.
    func addedFilms(_ ids: [Movie.ID]) async throws -> [AddedFilm]
}
