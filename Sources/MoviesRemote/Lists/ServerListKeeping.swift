import MoviesAPI
public import MoviesDomain

/// A list's screen over a Movies server: a page one read (`/api/lists/{id, address or title}`, or a
/// member's list at its address), each change one request, answered with the list as the server's use
/// case leaves it (its first page; a later page shown is asked for after).
public struct ServerListKeeping: ListKeeping {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    /// `POST /api/lists`: the server checks it and gives it its address.
    public func creating(_ details: ListDetails, by owner: User.ID) async throws -> FilmList {
        try await ServerListsRepository(client: client).create(details, of: owner)
    }

    public func page(_ lookup: ListLookup, for viewer: User.ID?, page: PageNumber) async throws -> ListPage {
        let query = [("page", String(page.value))]
        let member: String?
        let answer: ServerListDTO
        switch lookup {
        case .own(let text):
            (member, answer) = (nil, try await client.get(.make(.getList, text), query: query))
        case .id(let id):
            (member, answer) = (nil, try await client.get(.make(.getList, id.rawValue), query: query))
        case .member(let name, let slug):
            (member, answer) = (
                name, try await client.get(.make(.getMemberList, name, slug), query: query)
            )
        }
        return answer.page(pageSize: ListsUseCase.pageSize, viewer: viewer, member: member)
    }

    public func adding(
        _ film: FilmReference, note: String?, to list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> (added: ListEntry, after: ListPage) {
        let answer: ServerListDTO = try await client.send(
            .make(.addListFilm, list.rawValue), json: ServerListFilmDTO(film: film.description, note: note))
        guard let added = answer.added?.toDomain() else {
            throw MoviesServerError.undecodable(server: client.name, reason: "a film added that it does not name")
        }
        return (added, try await shown(answer, page, of: list, for: owner))
    }

    public func moving(
        _ film: FilmReference, in list: FilmList.ID, by owner: User.ID, to position: Int, showing page: PageNumber
    ) async throws -> ListPage {
        try await place(film, in: list, ServerListPlaceDTO(position: position, note: nil), by: owner, showing: page)
    }

    public func removing(
        _ film: FilmReference, from list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage {
        let answer: ServerListDTO = try client.decode(
            try await client.send(.make(.removeListFilm, list.rawValue, film.description)))
        return try await shown(answer, page, of: list, for: owner)
    }

    public func settingNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage {
        try await place(film, in: list, ServerListPlaceDTO(position: nil, note: note ?? ""), by: owner, showing: page)
    }

    public func editing(
        _ list: FilmList.ID, by owner: User.ID, to details: ListDetails, showing page: PageNumber
    ) async throws -> ListPage {
        let body = ServerListDetailsDTO(
            title: details.title, description: details.description, ranked: details.isRanked, public: details.isPublic)
        let answer: ServerListDTO = try await client.send(.make(.editList, list.rawValue), json: body)
        return try await shown(answer, page, of: list, for: owner)
    }

    private func place(
        _ film: FilmReference, in list: FilmList.ID, _ body: ServerListPlaceDTO, by owner: User.ID,
        showing page: PageNumber
    ) async throws -> ListPage {
        let answer: ServerListDTO = try await client.send(
            .make(.placeListFilm, list.rawValue, film.description), json: body)
        return try await shown(answer, page, of: list, for: owner)
    }

    /// The server's answer when it is the page shown (its first), else that page asked for.
    private func shown(
        _ answer: ServerListDTO, _ page: PageNumber, of list: FilmList.ID, for owner: User.ID
    ) async throws -> ListPage {
        guard page.value != (answer.page ?? 1) else {
            return answer.page(pageSize: ListsUseCase.pageSize, viewer: owner, member: nil)
        }
        return try await self.page(.id(list), for: owner, page: page)
    }
}
