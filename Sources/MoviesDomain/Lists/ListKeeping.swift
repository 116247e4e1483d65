/// What a list's screen does, each change by the list's owner answered with the page it leaves: over a
/// store the use case does it and reads the page; a client of a Movies server asks once, and the server
/// answers the page.
public protocol ListKeeping: Sendable {
    /// Makes a list of the owner's (checked as ``ListsUseCase/create(_:by:)`` checks it); answers it.
    func creating(_ details: ListDetails, by owner: User.ID) async throws -> FilmList

    func page(_ lookup: ListLookup, for viewer: User.ID?, page: PageNumber) async throws -> ListPage

    /// Puts the film at the end of the list; answers its entry.
    func adding(
        _ film: FilmReference, note: String?, to list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> (added: ListEntry, after: ListPage)

    func moving(
        _ film: FilmReference, in list: FilmList.ID, by owner: User.ID, to position: Int, showing page: PageNumber
    ) async throws -> ListPage

    func removing(
        _ film: FilmReference, from list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage

    func settingNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage

    func editing(
        _ list: FilmList.ID, by owner: User.ID, to details: ListDetails, showing page: PageNumber
    ) async throws -> ListPage
}
