public import Foundation
import MoviesAPI
public import MoviesDomain
import NIOHTTP1

/// The signed-in member's lists on a Movies server, through `/api/lists…` and their access token: the
/// server checks each change again with its own use case and gives lists their addresses. Its pages are of
/// 60 films, as the use case's.
public struct ServerListsRepository: ListsRepository {
    let client: MoviesServerClient

    public init(client: MoviesServerClient) {
        self.client = client
    }

    public func create(_ list: FilmList) async throws -> FilmList {
        try await create(list.details, of: list.owner)
    }

    /// `POST /api/lists`: the server checks the list and gives it its id and address.
    func create(_ details: ListDetails, of owner: User.ID) async throws -> FilmList {
        let made: ServerListDTO = try await client.send(.make(.createList), json: self.details(details))
        return made.list(of: owner)
    }

    public func update(
        _ id: FilmList.ID, of owner: User.ID, to details: ListDetails, slug: String, at time: Date
    ) async throws -> FilmList? {
        try await client.absentIfNotFound {
            let changed: ServerListDTO = try await client.send(
                .make(.editList, id.rawValue), json: self.details(details))
            return changed.list(of: owner)
        }
    }

    public func delete(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        guard let list = try await list(id, of: owner) else { return nil }
        try await client.send(.make(.deleteList, id.rawValue))
        return list
    }

    public func undoListDelete(of owner: User.ID) async throws -> FilmList? {
        let before = Set(try await lists(of: owner).map(\.id))
        let after: ServerListsDTO = try client.decode(try await client.send(.make(.undoListDelete)))
        return after.lists.map { $0.list(of: owner) }.first { !before.contains($0.id) }
    }

    public func lists(of owner: User.ID) async throws -> [FilmList] {
        let answer: ServerListsDTO = try await client.get(.make(.listLists))
        return answer.lists.map { $0.list(of: owner) }
    }

    public func list(_ id: FilmList.ID, of owner: User.ID) async throws -> FilmList? {
        try await client.absentIfNotFound {
            (try await client.get(.make(.getList, id.rawValue)) as ServerListDTO).list(of: owner)
        }
    }

    /// The server counts them for the token's member, whose own lists are the ones a client reads.
    public func watchedCount(of list: FilmList.ID, by member: User.ID) async throws -> Int {
        (try await client.absentIfNotFound {
            (try await client.get(.make(.getList, list.rawValue)) as ServerListDTO).watched
        }) ?? 0
    }

    public func list(slug: String, of owner: User.ID) async throws -> FilmList? {
        let me: ServerUserDTO = try await client.get(.make(.me))
        return try await client.absentIfNotFound {
            let found: ServerListDTO = try await client.get(.make(.getMemberList, me.name, slug))
            return found.list(of: owner)
        }
    }

    public func entries(of list: FilmList.ID, page: PageNumber, pageSize: Int) async throws -> Paged<ListEntry> {
        let answer: ServerListDTO = try await client.get(
            .make(.getList, list.rawValue), query: [("page", String(page.value))])
        return Paged(items: answer.listEntries, page: page.value, pageSize: pageSize, totalCount: answer.films)
    }

    public func add(
        _ film: ListedFilm, note: String?, to list: FilmList.ID, of owner: User.ID, at time: Date
    ) async throws -> ListEntry? {
        try await client.absentIfNotFound {
            let body = ServerListFilmDTO(film: film.reference.description, note: note)
            let answer: ServerListDTO = try await client.send(.make(.addListFilm, list.rawValue), json: body)
            // The server answers the list's first page; the film is at its end.
            return ListEntry(film: film, position: answer.films, note: note, added: time)
        }
    }

    public func remove(_ film: FilmReference, from list: FilmList.ID, of owner: User.ID) async throws -> Bool {
        try await client.sendUnlessNotFound(.make(.removeListFilm, list.rawValue, film.description))
    }

    public func move(
        _ film: FilmReference, in list: FilmList.ID, of owner: User.ID, to position: Int
    ) async throws -> Bool {
        try await place(film, in: list, ServerListPlaceDTO(position: position, note: nil))
    }

    public func setNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, of owner: User.ID
    ) async throws -> Bool {
        try await place(film, in: list, ServerListPlaceDTO(position: nil, note: note ?? ""))
    }

    /// Read from each list's pages: the API has no question of its own for it.
    public func lists(containing film: FilmReference, of owner: User.ID) async throws -> Set<FilmList.ID> {
        var holding: Set<FilmList.ID> = []
        for list in try await lists(of: owner) {
            var page = PageNumber.first
            while true {
                let entries = try await entries(of: list.id, page: page, pageSize: 60)
                if entries.items.contains(where: { $0.film.reference == film }) { holding.insert(list.id) }
                guard entries.hasMorePages, let next = try? PageNumber(page.value + 1) else { break }
                page = next
            }
        }
        return holding
    }

    private func place(_ film: FilmReference, in list: FilmList.ID, _ body: ServerListPlaceDTO) async throws -> Bool {
        try await client.absentIfNotFound {
            let _: ServerListDTO = try await client.send(
                .make(.placeListFilm, list.rawValue, film.description), json: body)
            return true
        } ?? false
    }

    private func details(_ details: ListDetails) -> ServerListDetailsDTO {
        ServerListDetailsDTO(
            title: details.title, description: details.description, ranked: details.isRanked, public: details.isPublic)
    }
}
