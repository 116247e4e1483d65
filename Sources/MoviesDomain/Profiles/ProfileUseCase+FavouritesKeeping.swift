extension ProfileUseCase: FavouritesKeeping {
    public func addingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (added: ListedFilm, after: [ListedFilm]) {
        let added = try await addFavourite(film, for: member)
        return (added, try await favourites(of: member))
    }

    public func removingFavourite(
        _ film: FilmReference, for member: User.ID
    ) async throws -> (removed: ListedFilm, after: [ListedFilm]) {
        let removed = try await removeFavourite(film, for: member)
        return (removed, try await favourites(of: member))
    }
}
