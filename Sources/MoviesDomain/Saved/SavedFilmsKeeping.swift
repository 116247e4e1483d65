/// What the saved films' screen does, each change answered with the page it leaves (`page` while it still
/// has films, else the last): over a store the use case does it and reads the page; a client of a Movies
/// server asks once, and the server answers the page.
public protocol SavedFilmsKeeping: Sendable {
    func list(for user: User.ID, page: PageNumber) async throws -> Paged<SavedFilm>
    func saving(_ film: FilmReference, for user: User.ID) async throws -> (saved: SavedFilm, after: Paged<SavedFilm>)
    /// Takes the film out; `title` is its title when it was saved and the source could say it.
    func removing(
        _ film: FilmReference, for user: User.ID, showing page: PageNumber
    ) async throws -> (removed: Bool, title: String?, after: Paged<SavedFilm>)
    func removingAll(for user: User.ID) async throws -> (removed: Int, after: Paged<SavedFilm>)
    func undoing(
        for user: User.ID, showing page: PageNumber
    ) async throws -> (undone: SavedFilmsChange?, after: Paged<SavedFilm>)
}

extension SavedFilmsKeeping {
    /// `page` of the saved films, or the last one when a change left `page` past the end.
    public func page(
        _ page: PageNumber, after list: Paged<SavedFilm>? = nil, for user: User.ID
    ) async throws
        -> Paged<SavedFilm>
    {
        let shown: Paged<SavedFilm>
        if let list { shown = list } else { shown = try await self.list(for: user, page: page) }
        guard shown.items.isEmpty, page.value > shown.totalPages, let last = try? PageNumber(shown.totalPages) else {
            return shown
        }
        return try await self.list(for: user, page: last)
    }
}
