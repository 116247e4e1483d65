import MoviesAPI
public import MoviesDomain

/// The saved films' screen over a Movies server: each change one request, answered with the first page of
/// the member's saved films as the server's use case leaves it (a later page shown is asked for after).
public struct ServerSavedFilmsKeeping: SavedFilmsKeeping {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func list(for user: User.ID, page: PageNumber) async throws -> Paged<SavedFilm> {
        let answer: ServerSavedFilmsDTO = try await client.get(
            .make(.savedFilms), query: [("page", String(page.value))])
        return answer.toDomain(pageSize: SavedFilmsUseCase.pageSize)
    }

    public func saving(
        _ film: FilmReference, for user: User.ID
    ) async throws -> (saved: SavedFilm, after: Paged<SavedFilm>) {
        let answer: ServerSavedFilmsDTO = try client.decode(try await client.send(.make(.saveFilm, film.description)))
        let after = answer.toDomain(pageSize: SavedFilmsUseCase.pageSize)
        guard let saved = after.items.first(where: { $0.film == film }) else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a save whose film is not in its answer")
        }
        return (saved, after)
    }

    public func removing(
        _ film: FilmReference, for user: User.ID, showing page: PageNumber
    ) async throws -> (removed: Bool, title: String?, after: Paged<SavedFilm>) {
        do {
            let answer: ServerSavedFilmsDTO = try client.decode(
                try await client.send(.make(.removeSaved, film.description)))
            return (true, answer.removedTitle, try await shown(page, answer, for: user))
        } catch MoviesServerError.refused(404, "not_saved", _) {
            return (false, nil, try await self.page(page, for: user))
        }
    }

    public func removingAll(for user: User.ID) async throws -> (removed: Int, after: Paged<SavedFilm>) {
        let answer: ServerSavedFilmsDTO = try client.decode(try await client.send(.make(.removeAllSaved)))
        return (answer.undoable?.removed?.count ?? 0, answer.toDomain(pageSize: SavedFilmsUseCase.pageSize))
    }

    public func undoing(
        for user: User.ID, showing page: PageNumber
    ) async throws -> (undone: SavedFilmsChange?, after: Paged<SavedFilm>) {
        let answer: ServerSavedFilmsDTO = try client.decode(try await client.send(.make(.undoSaved)))
        return (answer.undoneChange, try await shown(page, answer, for: user))
    }

    /// The page shown after a change: the first is in the answer; a later one is asked for.
    private func shown(
        _ page: PageNumber, _ answer: ServerSavedFilmsDTO, for user: User.ID
    ) async throws
        -> Paged<SavedFilm>
    {
        guard page.value > 1 else {
            return try await self.page(page, after: answer.toDomain(pageSize: SavedFilmsUseCase.pageSize), for: user)
        }
        return try await self.page(page, for: user)
    }
}
