public import MoviesDomain

extension InMemoryMemberStore: FavouritesRepository {
    public func favourites(of member: User.ID) async throws -> [ListedFilm] {
        favouriteFilms[member] ?? []
    }

    public func setFavourites(_ films: [ListedFilm], for member: User.ID) async throws {
        guard accounts[member] != nil else { throw AccountError.notFound }
        favouriteFilms[member] = films
    }
}
