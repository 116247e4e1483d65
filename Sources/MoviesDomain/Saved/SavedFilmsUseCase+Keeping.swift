extension SavedFilmsUseCase: SavedFilmsKeeping {
    public func saving(
        _ film: FilmReference, for user: User.ID
    ) async throws -> (saved: SavedFilm, after: Paged<SavedFilm>) {
        let saved = try await save(film, for: user)
        return (saved, try await page(.first, for: user))
    }

    public func removing(
        _ film: FilmReference, for user: User.ID, showing page: PageNumber
    ) async throws -> (removed: Bool, title: String?, after: Paged<SavedFilm>) {
        let removed = try await remove(film, for: user)
        let title = removed ? try? await films.movie(film).title : nil
        return (removed, title, try await self.page(page, for: user))
    }

    public func removingAll(for user: User.ID) async throws -> (removed: Int, after: Paged<SavedFilm>) {
        let removed = try await removeAll(for: user)
        return (removed, try await page(.first, for: user))
    }

    public func undoing(
        for user: User.ID, showing page: PageNumber
    ) async throws -> (undone: SavedFilmsChange?, after: Paged<SavedFilm>) {
        let undone = try await undo(for: user)
        return (undone, try await self.page(page, for: user))
    }
}
