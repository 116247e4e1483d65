public import Foundation

/// Where members' lists are kept, each film in its place. Every call is for one owner: a list id of
/// another member's is answered as no list at all.
public protocol ListsRepository: Sendable {
    /// Adds the list at `list.slug`, or where the owner has that address (now or once), at the first of
    /// `slug-2`, `slug-3`, … that is free. Answers the list as kept.
    func create(_ list: FilmList) async throws -> FilmList

    /// Changes what the owner says of the list; a new `slug` becomes its address, and the old one still leads
    /// to it. Nil when the owner has no such list.
    func update(
        _ id: FilmList.ID, of owner: User.ID, to details: ListDetails, slug: String, at time: Date
    ) async throws -> FilmList?

    /// Deletes the list, keeping it (films too) until the owner's next delete, so that it can be undone.
    func delete(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList?

    /// Brings back the owner's last deleted list; nil when there is none.
    func undoListDelete(of owner: User.ID) async throws -> FilmList?

    /// The owner's lists, the one changed last first.
    func lists(of owner: User.ID) async throws -> [FilmList]

    func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList?

    /// The owner's list at this address, or whose address it once was.
    func list(slug: String, of owner: User.ID) async throws -> FilmList?

    /// A page of the list's films in their places.
    func entries(of list: FilmList.ID, page: PageNumber, pageSize: Int) async throws -> Paged<ListEntry>

    /// Puts the film at the end of the list, answering its entry: ``ListError/alreadyListed(_:)`` when it is
    /// there, ``ListError/full(maximum:)`` past ``FilmList/maximumFilms``, nil when the owner has no such list.
    func add(
        _ film: ListedFilm, note: String?, to list: FilmList.ID, of owner: User.ID, at time: Date
    ) async throws -> ListEntry?

    /// Takes the film out; the films after it close up. False when it was not there.
    func remove(_ film: FilmReference, from list: FilmList.ID, of owner: User.ID) async throws -> Bool

    /// Moves the film to `position` (1 is first; past the end is refused by the use case); the films
    /// between make room. False when it is not in the list.
    func move(_ film: FilmReference, in list: FilmList.ID, of owner: User.ID, to position: Int) async throws -> Bool

    /// Sets (or, nil, clears) the note on why the film is there. False when it is not in the list.
    func setNote(_ note: String?, of film: FilmReference, in list: FilmList.ID, of owner: User.ID) async throws -> Bool

    /// How many of the list's films `member` has watched (a watch in their diary), whoever owns the list.
    func watchedCount(of list: FilmList.ID, by member: User.ID) async throws -> Int

    /// Which of the owner's lists hold the film.
    func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID>
}
