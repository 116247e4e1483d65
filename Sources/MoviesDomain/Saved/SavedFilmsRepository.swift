/// Where each person's saved films are kept, with a copy of each poster that no cache evicts.
///
/// Every change replaces the one before as the change ``undoLastChange(for:)`` takes back; what a change
/// removed is kept (poster too) until the next change makes the removal final.
public protocol SavedFilmsRepository: Sendable {
    /// Saves `film` for `user` with its poster, unless it is saved already (then nothing changes, and its
    /// first save time stands). Answers whether it was newly saved.
    @discardableResult
    func save(_ film: SavedFilm, poster: PosterImage?, for user: User.ID) async throws -> Bool

    /// Answers whether `film` was saved.
    @discardableResult
    func remove(_ film: FilmReference, for user: User.ID) async throws -> Bool

    /// Removes every saved film of `user`; answers how many there were.
    @discardableResult
    func removeAll(for user: User.ID) async throws -> Int

    /// Takes back the last change, answering it; nil when there is nothing to undo.
    func undoLastChange(for user: User.ID) async throws -> SavedFilmsChange?

    /// Newest first.
    func savedFilms(for user: User.ID, page: PageNumber, pageSize: Int) async throws -> Paged<SavedFilm>

    /// Which of `films` `user` has saved: one question for a whole page of results.
    func savedFilms(among films: [FilmReference], for user: User.ID) async throws -> Set<FilmReference>

    /// The poster kept with a saved film (nil if it was saved without one, or is not saved by anyone).
    func savedPoster(of film: FilmReference) async throws -> PosterImage?
}
