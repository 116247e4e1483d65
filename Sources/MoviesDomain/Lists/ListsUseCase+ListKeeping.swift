extension ListsUseCase: ListKeeping {
    public func creating(_ details: ListDetails, by owner: User.ID) async throws -> FilmList {
        try await create(details, by: owner)
    }

    public func page(_ lookup: ListLookup, for viewer: User.ID?, page: PageNumber) async throws -> ListPage {
        let list: FilmList
        switch lookup {
        case .own(let text):
            guard let viewer else { throw AccountError.notFound }
            list = try await self.list(named: text, of: viewer)
        case .id(let id):
            guard let viewer else { throw AccountError.notFound }
            list = try await self.list(id, of: viewer)
        case .member(let name, let slug):
            list = try await self.list(of: name, slug: slug, for: viewer).list
        }
        return try await self.page(of: list, for: viewer, page: page)
    }

    public func adding(
        _ film: FilmReference, note: String?, to list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> (added: ListEntry, after: ListPage) {
        let added = try await add(film, note: note, to: list, by: owner)
        return (added, try await self.page(.id(list), for: owner, page: page))
    }

    public func moving(
        _ film: FilmReference, in list: FilmList.ID, by owner: User.ID, to position: Int, showing page: PageNumber
    ) async throws -> ListPage {
        try await move(film, in: list, by: owner, to: position)
        return try await self.page(.id(list), for: owner, page: page)
    }

    public func removing(
        _ film: FilmReference, from list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage {
        try await remove(film, from: list, by: owner)
        return try await self.page(.id(list), for: owner, page: page)
    }

    public func settingNote(
        _ note: String?, of film: FilmReference, in list: FilmList.ID, by owner: User.ID, showing page: PageNumber
    ) async throws -> ListPage {
        try await setNote(note, of: film, in: list, by: owner)
        return try await self.page(.id(list), for: owner, page: page)
    }

    public func editing(
        _ list: FilmList.ID, by owner: User.ID, to details: ListDetails, showing page: PageNumber
    ) async throws -> ListPage {
        let edited = try await edit(list, by: owner, to: details)
        return try await self.page(of: edited, for: owner, page: page)
    }

    /// The list's page `page`, and how many of its films the viewer has watched.
    private func page(of list: FilmList, for viewer: User.ID?, page: PageNumber) async throws -> ListPage {
        let entries = try await self.entries(of: list, page: page)
        guard let viewer, list.filmCount > 0 else { return ListPage(list: list, entries: entries, watched: nil) }
        return ListPage(list: list, entries: entries, watched: try await watchedCount(of: list, by: viewer))
    }
}
